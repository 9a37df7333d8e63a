import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { sendCachedJson } from '../common/cached-json.js';
import { CatalogueService } from './catalogue.service.js';
import { TripDetailDto } from './dto/trip-detail.dto.js';
import { TripSummaryDto } from './dto/trip-summary.dto.js';
import { LanguagePipe } from './language.pipe.js';
import { LANGUAGES } from './trip-content.js';

const LANGUAGE_QUERY = {
  name: 'lang',
  required: false,
  enum: LANGUAGES,
  description: 'Content language (default it); missing English text falls back to Italian',
} as const;

/**
 * The catalogue reads take their parameters from the request rather than through `@Param()`
 * and `@Query()`: Nest runs each of those through the global ValidationPipe, a chain of
 * promises that cost a few per cent of these reads, the busiest of the site, while
 * LanguagePipe is the only check they need. `@ApiParam()` and `@ApiQuery()` document them.
 */
type CatalogueRequest = FastifyRequest<{ Params: { slugOrAlias: string }; Querystring: { lang?: unknown } }>;

const languagePipe = new LanguagePipe();

@ApiTags('catalogue')
@Controller('v1/trips')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiOperation({ summary: 'All trips of the catalogue, in catalogue order' })
  @ApiQuery(LANGUAGE_QUERY)
  @ApiOkResponse({ type: [TripSummaryDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED: unsupported language' })
  async listTrips(
    @Req() request: CatalogueRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    const lang = languagePipe.transform(request.query.lang);
    return sendCachedJson(request, reply, await this.catalogue.listTripsJson(lang));
  }

  @Get(':slugOrAlias')
  @ApiOperation({ summary: 'One trip with its full content; an alias answers the canonical trip' })
  @ApiQuery(LANGUAGE_QUERY)
  // Below @ApiQuery, so that the document lists the path parameter first.
  @ApiParam({ name: 'slugOrAlias', type: String, example: 'praga' })
  @ApiOkResponse({ type: TripDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED: unsupported language' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'TRIP_NOT_FOUND' })
  async getTrip(
    @Req() request: CatalogueRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    const lang = languagePipe.transform(request.query.lang);
    return sendCachedJson(request, reply, await this.catalogue.getTripJson(request.params.slugOrAlias, lang));
  }
}
