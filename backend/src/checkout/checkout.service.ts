import { Injectable } from '@nestjs/common';
import { BookingLinksService, bookingPagePath } from '../booking-links/booking-links.service.js';
import { paymentTypeFor } from '../bookings/booking-policy.js';
import { AppError } from '../common/app-error.js';
import type { ClientLimit } from '../common/client-rate-limit.js';
import { seatShortage } from '../departures/availability.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { IbansRepository } from '../ibans/ibans.repository.js';
import type { CheckoutCreateDto } from './dto/checkout-create.dto.js';
import type { CheckoutDto } from './dto/checkout.dto.js';

/** Attempts one client may make in the window: a family comparing dates needs a handful. */
export const CHECKOUT_LIMIT = 20;
export const CHECKOUT_WINDOW_MS = 10 * 60_000;

export const CHECKOUT_LIMIT_RULE: ClientLimit = {
  purpose: 'checkout',
  limit: CHECKOUT_LIMIT,
  windowMs: CHECKOUT_WINDOW_MS,
  error: 'CHECKOUT_RATE_LIMITED',
};

@Injectable()
export class CheckoutService {
  constructor(
    private readonly bookingLinks: BookingLinksService,
    private readonly departures: DeparturesRepository,
    private readonly ibans: IbansRepository,
  ) {}

  async createCheckout(dto: CheckoutCreateDto): Promise<CheckoutDto> {
    const departure = await this.departures.findBookable(dto.departureId);
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    const shortage = seatShortage(departure.spotsAvailable, dto.travellers);
    if (shortage) throw new AppError(shortage);
    const ibanId = await this.ibans.systemIbanId();
    // Without a bank account to pay into nobody can be asked to pay.
    if (!ibanId) throw new AppError('PAYMENT_UNAVAILABLE');
    const paymentType = paymentTypeFor(departure.startDate, new Date());
    const token = await this.bookingLinks.findOrCreateCheckoutLink(departure.id, ibanId, paymentType);
    const choice = { airport: dto.airport, travellers: dto.travellers };
    return { token, url: bookingPagePath(token, choice), ...choice };
  }
}
