import { Injectable } from '@nestjs/common';
import { DeparturesService } from '../departures/departures.service.js';
import type { PartnerDepartureDto } from './dto/partner-departure.dto.js';
import { netPriceCents } from './net-price.js';
import type { PartnerPrincipal } from './partner-principal.js';

/** What a partner reads: the public departures, priced for the partner. */
@Injectable()
export class PartnerCatalogueService {
  constructor(private readonly departures: DeparturesService) {}

  async listDepartures(partner: PartnerPrincipal, slugOrAlias: string): Promise<PartnerDepartureDto[]> {
    const departures = await this.departures.listTripDepartures(slugOrAlias);
    return departures.map((departure) => ({
      ...departure,
      netPriceCents: netPriceCents(departure.priceCents, partner.commissionBasisPoints),
    }));
  }
}
