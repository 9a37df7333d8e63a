import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { sendCachedJson } from '../common/send-cached-json.js';
import { CatalogueService } from './catalogue.service.js';
import { CatalogueQueryDto } from './dto/catalogue-query.dto.js';
import { TripDetailDto } from './dto/trip-detail.dto.js';
import { TripSummaryDto } from './dto/trip-summary.dto.js';

@ApiTags('catalogue')
@Controller('v1/trips')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiOperation({ summary: 'All trips of the catalogue, in catalogue order' })
  @ApiOkResponse({ type: [TripSummaryDto] })
  async listTrips(
    @Query() query: CatalogueQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | undefined> {
    return sendCachedJson(request, reply, await this.catalogue.listTripsJson(query.lang ?? 'it'));
  }

  @Get(':slugOrAlias')
  @ApiOperation({ summary: 'One trip with its full content; an alias answers the canonical trip' })
  @ApiParam({ name: 'slugOrAlias', example: 'praga' })
  @ApiOkResponse({ type: TripDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'TRIP_NOT_FOUND' })
  async getTrip(
    @Param('slugOrAlias') slugOrAlias: string,
    @Query() query: CatalogueQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | undefined> {
    return sendCachedJson(request, reply, await this.catalogue.getTripJson(slugOrAlias, query.lang ?? 'it'));
  }
}
