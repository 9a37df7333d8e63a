import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { AdminDeparturesService } from './admin-departures.service.js';
import { ADMIN_DEPARTURE_BODY_LIMIT_BYTES, AdminDepartureCreateDto } from './dto/admin-departure-create.dto.js';
import { AdminDepartureListQueryDto } from './dto/admin-departure-list-query.dto.js';
import { AdminDepartureUpdateDto } from './dto/admin-departure-update.dto.js';
import { AdminDepartureDto, CoordinatorClashDto, DeparturesGeneratedDto } from './dto/admin-departure.dto.js';
import { idParam } from '../common/id-param.pipe.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin')
export class AdminDeparturesController {
  constructor(private readonly departures: AdminDeparturesService) {}

  @Get('departures')
  @ApiOperation({ summary: 'Departures by start date, from today (Europe/Rome) unless told, with the seats taken' })
  @ApiOkResponse({ type: [AdminDepartureDto] })
  @ApiErrors({ 400: 'VALIDATION_FAILED: a filter out of range', 404: 'TRIP_NOT_FOUND' })
  listDepartures(@Query() query: AdminDepartureListQueryDto): Promise<AdminDepartureDto[]> {
    return this.departures.listDepartures(query);
  }

  @Get('departures/coordinator-clashes')
  @ApiOperation({
    summary:
      'Coordinators on two departures, of any trip, sharing at least one day, among departures not over yet: for the staff to fix',
  })
  @ApiOkResponse({ type: [CoordinatorClashDto] })
  listCoordinatorClashes(): Promise<CoordinatorClashDto[]> {
    return this.departures.listCoordinatorClashes();
  }

  @Post('departures')
  @HttpCode(201)
  @BodyLimit(ADMIN_DEPARTURE_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'Adds a departure; what is left out comes from the trip, as for the generated dates' })
  @ApiCreatedResponse({ type: AdminDepartureDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED, a past date among them',
    404: 'TRIP_NOT_FOUND',
    409: 'DEPARTURE_EXISTS, or COORDINATOR_BUSY: a coordinator given leads another departure sharing a day (the message names them, the trip and its dates)',
  })
  createDeparture(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: AdminDepartureCreateDto,
  ): Promise<AdminDepartureDto> {
    return this.departures.createDeparture(admin, body);
  }

  @Patch('departures/:id')
  @BodyLimit(ADMIN_DEPARTURE_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: "Changes a departure's price, seats, meeting times or coordinators, or closes and reopens it",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminDepartureDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'DEPARTURE_NOT_FOUND',
    409: 'SEATS_BELOW_TAKEN, COORDINATOR_BUSY: a coordinator given leads another departure sharing a day (the message names them, the trip and its dates), or DEPARTURE_CANCELLED_FOR_MINIMUM: reopening a departure cancelled for its minimum group',
  })
  updateDeparture(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam()) id: string,
    @Body() body: AdminDepartureUpdateDto,
  ): Promise<AdminDepartureDto> {
    return this.departures.updateDeparture(admin, id, body);
  }

  @Post('trips/:slug/departures/generate')
  @HttpCode(200)
  @ApiOperation({ summary: "Adds the trip's missing departures for the coming year; existing ones stay as they are" })
  @ApiParam({ name: 'slug', type: String, example: 'praga-tour-culturale' })
  @ApiOkResponse({ type: DeparturesGeneratedDto })
  @ApiErrors({ 404: 'TRIP_NOT_FOUND' })
  async generateTripDepartures(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('slug') slug: string,
  ): Promise<DeparturesGeneratedDto> {
    return { added: await this.departures.generateDepartures(admin, slug) };
  }
}
