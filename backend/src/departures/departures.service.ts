import { Injectable } from '@nestjs/common';
import type { DepartureDto } from './dto/departure.dto.js';

@Injectable()
export class DeparturesService {
  listTripDepartures(_slug: string): Promise<DepartureDto[]> {
    throw new Error('not built yet');
  }
}
