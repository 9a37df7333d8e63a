import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { AdminTripsService } from './admin-trips.service.js';
import { AdminTripDto, AdminTripUpdateDto } from './dto/admin-trip.dto.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/trips')
export class AdminTripsController {
  constructor(private readonly trips: AdminTripsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every trip in catalogue order, with the terms staff set: single supplement and minimum group',
  })
  @ApiOkResponse({ type: [AdminTripDto] })
  listAdminTrips(): Promise<AdminTripDto[]> {
    return this.trips.listTrips();
  }

  @Patch(':slug')
  @BodyLimit(1024)
  @ApiOperation({
    summary:
      "Changes a trip's single supplement or minimum group; this replica's pages show it at once, the others within a minute",
  })
  @ApiParam({ name: 'slug', type: String, example: 'praga-tour-culturale' })
  @ApiOkResponse({ type: AdminTripDto })
  @ApiErrors({ 400: "VALIDATION_FAILED, a minimum over the trip's group size among them", 404: 'TRIP_NOT_FOUND' })
  updateAdminTrip(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('slug') slug: string,
    @Body() body: AdminTripUpdateDto,
  ): Promise<AdminTripDto> {
    return this.trips.updateTrip(admin, slug, body);
  }
}
