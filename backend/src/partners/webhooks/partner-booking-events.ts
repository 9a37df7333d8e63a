import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingsRepository } from '../../bookings/bookings.repository.js';
import type { WebhookEventType } from './webhook-events.js';
import { PartnerWebhooksService } from './webhooks.service.js';

export type BookingEventType = Extract<WebhookEventType, `booking.${string}`>;

/**
 * Tells a partner what became of its booking (API.md: booking.created, .confirmed, .expired,
 * .cancelled), from the transaction that made the change: the webhook exists exactly when
 * the change commits. A booking of the site announces nothing. The data is the booking as
 * it stands then, in the partner API's words (GET /api/partner/v1/bookings/{id} says more).
 */
@Injectable()
export class PartnerBookingEvents {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly webhooks: PartnerWebhooksService,
  ) {}

  async announce(manager: EntityManager, bookingId: string, type: BookingEventType): Promise<void> {
    const booking = await this.bookings.findPartnerEventFacts(manager, bookingId);
    if (!booking) return;
    const { partnerId, paymentExpiresAt, ...data } = booking;
    await this.webhooks.emit(manager, partnerId, type, {
      ...data,
      paymentExpiresAt: paymentExpiresAt.toISOString(),
    });
  }
}

/** A departure as partners hear of a change to it: what they sell it by. */
export interface DepartureEventFacts {
  id: string;
  tripSlug: string;
  startDate: string;
  endDate: string;
  priceCents: number;
  totalSpots: number;
  spotsAvailable: number;
  status: string;
  minimumGroupStatus: string | null;
}

/**
 * Tells every partner subscribed to departure.updated that staff changed a departure (its
 * price, seats, dates on sale, or its cancellation for the minimum group), from the changing
 * transaction. Seats taken and given back by bookings are not announced: they change by the
 * minute, and the departures list answers them. Each partner reads its own net price there.
 */
@Injectable()
export class PartnerDepartureEvents {
  constructor(private readonly webhooks: PartnerWebhooksService) {}

  async announce(manager: EntityManager, departure: DepartureEventFacts): Promise<void> {
    await this.webhooks.emitToAllPartners(manager, 'departure.updated', {
      departureId: departure.id,
      tripSlug: departure.tripSlug,
      startDate: departure.startDate,
      endDate: departure.endDate,
      priceCents: departure.priceCents,
      totalSpots: departure.totalSpots,
      spotsAvailable: departure.spotsAvailable,
      onSale: departure.status === 'open' && departure.minimumGroupStatus !== 'cancelled',
      cancelled: departure.minimumGroupStatus === 'cancelled',
    });
  }
}
