import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { TripSummaryDto } from '../catalogue/dto/trip-summary.dto.js';
import { LanguagePipe } from '../catalogue/language.pipe.js';
import { type Language, LANGUAGES } from '../catalogue/trip-content.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { sendCachedJson } from '../common/cached-json.js';
import { PartnerDepartureDto } from './dto/partner-departure.dto.js';
import { PartnerCatalogueService } from './partner-catalogue.service.js';
import { CurrentPartner, PartnerOperation } from './partner-operation.decorator.js';
import type { PartnerPrincipal } from './partner-principal.js';
import { RequiresPartnerScope } from './partner-scopes.js';

/** Fastify's router answers 414 to a longer path parameter, before any handler. */
const SLUG_MAX = 100;
/**
 * What the lists promise partners to size their pages by (decision PL2): far above a catalogue
 * the agency writes by hand, and above a trip leaving every day for two years.
 */
export const PARTNER_TRIPS_MAX = 500;
export const PARTNER_DEPARTURES_MAX = 1000;

@ApiTags('partner')
@ApiExtraModels(TripSummaryDto, PartnerDepartureDto)
@PartnerOperation()
@Controller('partner/v1/trips')
export class PartnerCatalogueController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly partnerCatalogue: PartnerCatalogueService,
  ) {}

  @Get()
  @RequiresPartnerScope('catalogue:read')
  @ApiOperation({ summary: 'All trips of the catalogue, in catalogue order, as the public site lists them' })
  @ApiQuery({
    name: 'lang',
    required: false,
    schema: { type: 'string', enum: [...LANGUAGES], maxLength: 2, default: 'it' },
    description: 'Content language; missing English text falls back to Italian',
  })
  @ApiOkResponse({
    schema: { type: 'array', maxItems: PARTNER_TRIPS_MAX, items: { $ref: getSchemaPath(TripSummaryDto) } },
    description: 'The trips, each with its base retail price per person',
  })
  @ApiErrors({ 400: 'VALIDATION_FAILED: unsupported language' })
  async listPartnerTrips(
    @Query('lang', LanguagePipe) lang: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    const body = sendCachedJson(request, reply, await this.catalogue.listTripsJson(lang));
    // The same body as the site's, but answered to a key: only the partner's own client may keep it.
    void reply.header('cache-control', 'private, no-cache');
    return body;
  }

  @Get(':slug/departures')
  @RequiresPartnerScope('catalogue:read')
  @ApiOperation({
    summary:
      "A trip's departures from today on (Europe/Rome), by start date, with the seats free right now and the partner's net price",
  })
  @ApiParam({
    name: 'slug',
    schema: { type: 'string', maxLength: SLUG_MAX, example: 'praga-tour-culturale' },
    description: 'Slug or alias of the trip, as listed by GET /api/partner/v1/trips',
  })
  @ApiOkResponse({
    schema: { type: 'array', maxItems: PARTNER_DEPARTURES_MAX, items: { $ref: getSchemaPath(PartnerDepartureDto) } },
    description: 'The departures on sale, each with its retail and net price per person',
  })
  @ApiErrors({ 404: 'TRIP_NOT_FOUND', 414: `URI_TOO_LONG: a slug over ${SLUG_MAX} characters` })
  listPartnerTripDepartures(
    @CurrentPartner() partner: PartnerPrincipal,
    @Param('slug') slug: string,
  ): Promise<PartnerDepartureDto[]> {
    return this.partnerCatalogue.listDepartures(partner, slug);
  }
}
