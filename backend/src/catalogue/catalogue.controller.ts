import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { sendCachedJson } from '../common/cached-json.js';
import { CatalogueService } from './catalogue.service.js';
import { TripDetailDto } from './dto/trip-detail.dto.js';
import { TripSummaryDto } from './dto/trip-summary.dto.js';
import { LanguagePipe } from './language.pipe.js';
import { type Language, LANGUAGES } from './trip-content.js';

const LANGUAGE_QUERY = {
  name: 'lang',
  required: false,
  enum: LANGUAGES,
  description: 'Content language (default it); missing English text falls back to Italian',
} as const;

@ApiTags('catalogue')
@Controller('v1/trips')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiOperation({ summary: 'All trips of the catalogue, in catalogue order' })
  @ApiQuery(LANGUAGE_QUERY)
  @ApiOkResponse({ type: [TripSummaryDto] })
  @ApiErrors({ 400: 'VALIDATION_FAILED: unsupported language' })
  async listTrips(
    @Query('lang', LanguagePipe) lang: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendCachedJson(request, reply, await this.catalogue.listTripsJson(lang));
  }

  @Get(':slugOrAlias')
  @ApiOperation({ summary: 'One trip with its full content; an alias answers the canonical trip' })
  @ApiQuery(LANGUAGE_QUERY)
  // Below @ApiQuery, so that the document lists the path parameter first.
  @ApiParam({ name: 'slugOrAlias', type: String, example: 'praga' })
  @ApiOkResponse({ type: TripDetailDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED: unsupported language', 404: 'TRIP_NOT_FOUND' })
  async getTrip(
    @Param('slugOrAlias') slugOrAlias: string,
    @Query('lang', LanguagePipe) lang: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendCachedJson(request, reply, await this.catalogue.getTripJson(slugOrAlias, lang));
  }
}
