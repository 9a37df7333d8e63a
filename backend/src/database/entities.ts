import type { DataSourceOptions } from 'typeorm';
import { AdminAuditEvent } from '../audit/admin-audit-event.entity.js';
import { AdminKnownClient } from '../auth/admin-known-client.entity.js';
import { AdminLoginFailure } from '../auth/admin-login-failure.entity.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { OwnerGrant } from '../auth/owner-grant.entity.js';
import { RevokedAdminToken } from '../auth/revoked-admin-token.entity.js';
import { TripAlias } from '../catalogue/trip-alias.entity.js';
import { Trip } from '../catalogue/trip.entity.js';
import { BookingLink } from '../booking-links/booking-link.entity.js';
import { BookingTraveller } from '../bookings/booking-traveller.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { PaymentReference } from '../bookings/payment-reference.entity.js';
import { RoomAssignment } from '../bookings/room-assignment.entity.js';
import { BankStatementEntry } from '../payments/bank-statement-entry.entity.js';
import { BankStatement } from '../payments/bank-statement.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { StatementCsvLayout } from '../payments/statement-layout.entity.js';
import { TransferReceipt } from '../payments/transfer-receipt.entity.js';
import { HoldAlert } from '../bookings/hold-alert.entity.js';
import { IdempotencyKey } from '../bookings/idempotency-key.entity.js';
import { ClientAttempt } from '../common/client-attempt.entity.js';
import { Message } from '../messages/message.entity.js';
import { BookingDocument } from '../documents/booking-document.entity.js';
import { ContactRequest } from '../contact/contact-request.entity.js';
import { Departure } from '../departures/departure.entity.js';
import { SavedIban } from '../ibans/saved-iban.entity.js';
import { IbanSwitch } from '../ibans/iban-switch.entity.js';
import { SiteSettingsRow } from '../site/site-settings.entity.js';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity.js';
import { WhatsappClick } from '../whatsapp/whatsapp-click.entity.js';
import { WhatsappPopupReport } from '../whatsapp/whatsapp-popup-report.entity.js';
import { Partner } from '../partners/partner.entity.js';
import { PartnerHold } from '../partners/partner-hold.entity.js';
import { PartnerApiKey } from '../partners/partner-api-key.entity.js';
import { WebhookDelivery } from '../partners/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../partners/webhooks/webhook-endpoint.entity.js';

/**
 * Every TypeORM entity of the application. Feature modules add theirs here so that the
 * application, the migration generator and the schema drift check see the same model.
 */
export const ENTITIES: NonNullable<DataSourceOptions['entities']> = [
  Trip,
  TripAlias,
  Departure,
  ContactRequest,
  SiteSettingsRow,
  WhatsappClick,
  WhatsappPopupReport,
  AdminUser,
  OwnerGrant,
  RevokedAdminToken,
  AdminLoginFailure,
  AdminKnownClient,
  AdminAuditEvent,
  SavedIban,
  IbanSwitch,
  BookingLink,
  ClientAttempt,
  Booking,
  PaymentReference,
  BookingTraveller,
  IdempotencyKey,
  Message,
  BookingDocument,
  BankStatement,
  BankStatementEntry,
  Payment,
  StatementCsvLayout,
  TransferReceipt,
  WaitlistEntry,
  RoomAssignment,
  HoldAlert,
  Partner,
  PartnerApiKey,
  PartnerHold,
  WebhookEndpoint,
  WebhookDelivery,
];
