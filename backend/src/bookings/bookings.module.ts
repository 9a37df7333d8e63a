import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookingLinksModule } from '../booking-links/booking-links.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { DocumentsDataModule } from '../documents/documents-data.module.js';
import { MessageQueueModule } from '../messages/message-queue.module.js';
import { PaymentsDataModule } from '../payments/payments-data.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminHoldAlertsController } from './admin-hold-alerts.controller.js';
import { HoldAlertsRepository } from './hold-alerts.repository.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { BookingPolicyController } from './booking-policy.controller.js';
import { BookingsCron } from './bookings.cron.js';
import { BookingsController } from './bookings.controller.js';
import { PaymentReferencesRepository } from './payment-references.repository.js';
import { BookingsDataModule } from './bookings-data.module.js';
import { BookingsService } from './bookings.service.js';
import { PassportRewrap } from './passport-rewrap.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { PartnerWebhooksModule } from '../partners/webhooks/webhooks.module.js';
import { PartnersDataModule } from '../partners/partners-data.module.js';

/** Online bookings: the policy, quotes, bookings from a link, their payment and the jobs around them. */
@Module({
  imports: [
    AuditModule,
    BookingsDataModule,
    BookingLinksModule,
    DeparturesModule,
    IbansModule,
    MessageQueueModule,
    PaymentsDataModule,
    DocumentsDataModule,
    WaitlistModule,
    PartnersDataModule,
    PartnerWebhooksModule,
  ],
  controllers: [BookingPolicyController, BookingsController, AdminBookingsController, AdminHoldAlertsController],
  providers: [
    PaymentReferencesRepository,
    HoldAlertsRepository,
    BookingsService,
    BookingsCron,
    AdminBookingsService,
    PassportRewrap,
  ],
  exports: [
    BookingsService,
    BookingsDataModule,
    PaymentReferencesRepository,
    HoldAlertsRepository,
    AdminBookingsService,
  ],
})
export class BookingsModule {}
