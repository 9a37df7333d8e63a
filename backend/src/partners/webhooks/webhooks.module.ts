import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { DeliveryModule } from '../../delivery/delivery.module.js';
import { BookingsDataModule } from '../../bookings/bookings-data.module.js';
import { PartnersModule } from '../partners.module.js';
import { PartnerBookingEvents, PartnerDepartureEvents } from './partner-booking-events.js';
import { AdminPartnerWebhooksController } from './admin-partner-webhooks.controller.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { WebhookWorker } from './webhook.worker.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { PartnerWebhooksService } from './webhooks.service.js';

/**
 * Partners' webhooks (API.md "Partner agencies", Standard Webhooks 1.0): the endpoints owners
 * register, the deliveries bookings and departures write with `PartnerWebhooksService.emit`,
 * and the worker that signs and sends them through the job queue.
 */
@Module({
  imports: [AuditModule, DeliveryModule, PartnersModule, BookingsDataModule],
  controllers: [AdminPartnerWebhooksController],
  providers: [
    WebhooksRepository,
    WebhookSecrets,
    PartnerWebhooksService,
    WebhookWorker,
    PartnerBookingEvents,
    PartnerDepartureEvents,
  ],
  exports: [PartnerWebhooksService, PartnerBookingEvents, PartnerDepartureEvents],
})
export class PartnerWebhooksModule {}
