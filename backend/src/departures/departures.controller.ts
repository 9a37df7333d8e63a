import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { DeparturesService } from './departures.service.js';
import { DepartureDto } from './dto/departure.dto.js';

@ApiTags('departures')
@Controller('v1/trips')
export class DeparturesController {
  constructor(private readonly departures: DeparturesService) {}

  @Get(':slug/departures')
  @ApiOperation({
    summary: "A trip's departures from today on (Europe/Rome), by start date, with the seats free right now",
  })
  @ApiParam({ name: 'slug', type: String, example: 'praga-tour-culturale', description: 'Slug or alias of the trip' })
  @ApiOkResponse({ type: [DepartureDto] })
  @ApiErrors({ 404: 'TRIP_NOT_FOUND' })
  listTripDepartures(@Param('slug') slug: string): Promise<DepartureDto[]> {
    return this.departures.listTripDepartures(slug);
  }
}
