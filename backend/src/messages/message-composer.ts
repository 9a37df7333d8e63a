import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { parseHoldAlertOccasion } from '../bookings/hold-alert.entity.js';
import { HoldAlertsRepository } from '../bookings/hold-alerts.repository.js';
import { OwnerGrantsRepository } from '../auth/owner-grants.repository.js';
import { IbanSwitchesRepository } from '../ibans/iban-switches.repository.js';
import { IbansRepository } from '../ibans/ibans.repository.js';
import { formatIban } from '../ibans/iban.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { Language } from '../catalogue/trip-content.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { minimumGroupDeadline } from '../departures/minimum-group.js';
import { BookingDocumentsService } from '../documents/booking-documents.service.js';
import type { BookingDto } from '../bookings/dto/booking.dto.js';
import { epcQrPayload } from '../bookings/epc-qr.js';
import { AIRPORTS } from '../common/airports.js';
import { addCalendarDays, romeCalendarDate } from '../common/calendar-date.js';
import { romeMidnight } from '../common/working-days.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SiteService } from '../site/site.service.js';
import { originalOccasion } from './message-queue.js';
import type { MessageRow } from './messages.repository.js';
import type { OutgoingMail } from './mailer.js';
import type {
  AgencyContacts,
  BookingSummary,
  MessageContent,
  MessageKind,
  PaymentData,
} from './templates/message-data.js';
import { renderMessage } from './templates/render-message.js';
import { WaitlistService } from '../waitlist/waitlist.service.js';

/** The content id the templates use for the EPC QR image attached inline. */
const QR_CID = 'epc-qr';

type MessageFacts = Awaited<ReturnType<BookingsService['messageFacts']>>;

/** A message's words and attachments, rendered from the booking as it stands at the first attempt. */
export type ComposedMail = Omit<OutgoingMail, 'to'>;

/**
 * Writes a customer e-mail from the booking: the facts come from their owners (the booking and
 * its payment data from BookingsService, the agency's contacts from the site settings), the
 * words from the templates.
 */
@Injectable()
export class MessageComposer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bookings: BookingsService,
    private readonly site: SiteService,
    private readonly catalogue: CatalogueService,
    private readonly departures: DeparturesRepository,
    private readonly documents: BookingDocumentsService,
    private readonly holdAlerts: HoldAlertsRepository,
    private readonly ibanSwitches: IbanSwitchesRepository,
    private readonly ibans: IbansRepository,
    private readonly ownerGrants: OwnerGrantsRepository,
    private readonly waitlist: WaitlistService,
    private readonly bookingRows: BookingsRepository,
  ) {}

  async compose(sent: MessageRow): Promise<ComposedMail> {
    // A copy sent again speaks of what its original spoke of.
    const message = { ...sent, occasion: originalOccasion(sent.occasion) };
    const agency = await this.agencyContacts();
    if (message.kind.startsWith('waitlist_')) return this.composeWaitlist(message, agency);
    if (message.bookingId === null) return this.composeStaffAlert(message, agency);
    const facts = await this.bookings.messageFacts(message.bookingId);
    const content = await this.contentOf(message.kind as MessageKind, facts, message.language);
    const { booking } = facts;
    const rendered = await renderMessage(content, message.language, agency);
    const attachments: ComposedMail['attachments'] = [];
    // The law's documents go with the messages that give them (API.md "Messages and documents").
    const document =
      content.kind === 'booking_received'
        ? await this.documents.informationPdf(booking.id)
        : content.kind === 'payment_recorded' && content.confirmationAttached
          ? await this.documents.confirmationPdf(booking.id)
          : null;
    if (document) {
      attachments.push({ filename: document.filename, contentType: 'application/pdf', content: document.content });
    }
    const asked =
      'payment' in content ? content.payment : content.kind === 'payment_recorded' ? content.shortfall : null;
    if (asked?.qrCid) {
      // The code asks for the amount this message asks for: the balance is not the deposit.
      const payload = epcQrPayload({
        beneficiaryName: booking.beneficiary.accountHolder,
        iban: booking.beneficiary.iban,
        amountCents: asked.amountCents,
        remittance: booking.paymentReference,
      });
      attachments.push({
        filename: 'bonifico-qr.png',
        contentType: 'image/png',
        cid: QR_CID,
        content: await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
      });
    }
    return { ...rendered, attachments };
  }

  private async contentOf(kind: MessageKind, facts: MessageFacts, language: Language): Promise<MessageContent> {
    const { booking } = facts;
    const summary = this.summaryOf(booking, facts.partner);
    const payment = this.paymentOf(booking);
    switch (kind) {
      case 'booking_received':
        return {
          kind,
          booking: summary,
          payment,
          amountIsDeposit: booking.paymentType === 'deposit',
          informationAttached: true,
        };
      case 'payment_window_ending':
        return { kind, booking: summary, payment };
      case 'booking_expired':
        return { kind, booking: summary, rebookUrl: `${this.config.publicBaseUrl}/travel/${facts.tripSlug}` };
      case 'transfer_window_ending':
        return { kind, booking: summary, payment, windowEnd: booking.paymentExpiresAt };
      case 'payment_recorded': {
        // A transfer short of the deposit leaves the booking unconfirmed: no confirmation to attach.
        const confirmed = booking.paymentStatus !== 'pending';
        return {
          kind,
          booking: summary,
          receivedCents: booking.amountPaidCents,
          fullyPaid: booking.amountPaidCents >= booking.totalPriceCents,
          confirmationAttached: confirmed,
          shortfall: confirmed
            ? null
            : { ...payment, amountCents: Math.max(0, booking.amountToPayCents - booking.amountPaidCents) },
        };
      }
      case 'balance_due':
        return {
          kind,
          booking: summary,
          payment: {
            ...payment,
            amountCents: summary.balanceCents,
            // The end of the due day in Rome: the transfer may leave any time that day.
            deadline: booking.balanceDueDate
              ? new Date(romeMidnight(addCalendarDays(booking.balanceDueDate, 1)).getTime() - 60_000).toISOString()
              : payment.deadline,
          },
          dueToday: booking.balanceDueDate !== null && booking.balanceDueDate <= romeCalendarDate(new Date()),
        };
      case 'departure_soon':
        return this.departureInformation(facts, summary, language);
      case 'cancelled_by_agency':
        return {
          kind,
          booking: summary,
          reason: facts.cancellationReason ?? '',
          refundCents: booking.amountPaidCents,
        };
      case 'departure_confirmed':
        return { kind, booking: summary };
      case 'minimum_group_cancelled': {
        const departure = await this.departures.findOneFacts(facts.departureId);
        if (!departure) throw new Error(`Booking ${booking.id} lost its departure`);
        return {
          kind,
          booking: summary,
          minGroupSize: departure.minGroupSize,
          note: facts.cancellationReason ?? '',
          refundCents: booking.amountPaidCents,
        };
      }
      case 'staff_balance_late':
        return { kind, booking: summary };
      case 'staff_hold_alert':
      case 'staff_iban_switch':
      case 'staff_new_iban':
      case 'staff_owner_grant':
      case 'waitlist_confirm':
      case 'waitlist_offer':
      case 'waitlist_lapsed':
      case 'waitlist_cancelled':
      case 'staff_minimum_group':
        throw new Error(`A ${kind} speaks of no one booking`);
    }
  }

  /** A waiting list's message, about the entry its occasion names. */
  private async composeWaitlist(message: MessageRow, agency: AgencyContacts): Promise<ComposedMail> {
    const entryId = message.occasion.split(':')[0] ?? '';
    const facts = await this.waitlist.messageFacts(entryId);
    if (!facts) throw new Error(`Message ${message.id} speaks of a waiting-list entry that is gone`);
    let content: MessageContent;
    if (message.kind === 'waitlist_confirm') content = { kind: 'waitlist_confirm', entry: facts.entry };
    else if (message.kind === 'waitlist_lapsed' || message.kind === 'waitlist_cancelled') {
      content = { kind: message.kind, entry: facts.entry, tripUrl: facts.tripUrl };
    } else if (message.kind === 'waitlist_offer' && facts.offer) {
      content = { kind: 'waitlist_offer', entry: facts.entry, ...facts.offer };
    } else throw new Error(`Message ${message.id} is a ${message.kind} the waiting list cannot write`);
    return { ...(await renderMessage(content, message.language, agency)), attachments: [] };
  }

  /** Staff's e-mail about an hour's unpaid holds, with every departure they touched so far. */
  private async composeStaffAlert(message: MessageRow, agency: AgencyContacts): Promise<ComposedMail> {
    if (message.kind === 'staff_iban_switch') return this.composeIbanSwitch(message, agency);
    if (message.kind === 'staff_new_iban') return this.composeNewIban(message, agency);
    if (message.kind === 'staff_owner_grant') return this.composeOwnerGrant(message, agency);
    if (message.kind === 'staff_minimum_group') return this.composeMinimumGroup(message, agency);
    const occasion = parseHoldAlertOccasion(message.occasion);
    if (message.kind !== 'staff_hold_alert' || !occasion) {
      throw new Error(`Message ${message.id} speaks of no booking and is no staff alert`);
    }
    const alerts = await this.holdAlerts.inWindow(occasion.kind, occasion.windowStart);
    const departures = await this.departures.findFacts(alerts.map((alert) => alert.departureId));
    const content: MessageContent = {
      kind: 'staff_hold_alert',
      alertKind: occasion.kind,
      alerts: alerts.flatMap((alert) => {
        const departure = departures.get(alert.departureId);
        if (!departure) return [];
        return [
          {
            tripTitle: departure.tripTitle,
            startDate: departure.startDate,
            unpaidSeats: alert.unpaidSeats,
            occurrences: alert.occurrences,
            lastSeenAt: alert.lastSeenAt.toISOString(),
          },
        ];
      }),
      adminUrl: `${this.config.publicBaseUrl}/admin`,
    };
    return { ...(await renderMessage(content, 'it', agency)), attachments: [] };
  }

  /** Staff's e-mail about a departure short of its minimum group at its deadline (occasion: the departure's id). */
  private async composeMinimumGroup(message: MessageRow, agency: AgencyContacts): Promise<ComposedMail> {
    const departure = await this.departures.findOneFacts(message.occasion);
    if (!departure) throw new Error(`Message ${message.id} speaks of a departure that is gone`);
    const { date } = minimumGroupDeadline(departure.durationDays, departure.startDate);
    if (date === null) throw new Error(`Departure ${departure.id} has a start date that cannot be read`);
    const content: MessageContent = {
      kind: 'staff_minimum_group',
      tripTitle: departure.tripTitle,
      startDate: departure.startDate,
      endDate: departure.endDate,
      minGroupSize: departure.minGroupSize,
      confirmedTravellers: departure.confirmedTravellers,
      liveBookings: (await this.bookingRows.liveOf(departure.id)).length,
      deadline: date,
      adminUrl: `${this.config.publicBaseUrl}/admin/partenze`,
    };
    return { ...(await renderMessage(content, 'it', agency)), attachments: [] };
  }

  /** An owner's e-mail about a switch of the system IBAN (occasion: '<switch id>:<owner id>'). */
  private async composeIbanSwitch(message: MessageRow, agency: AgencyContacts): Promise<ComposedMail> {
    const switchId = message.occasion.split(':')[0] ?? '';
    const requested = await this.ibanSwitches.find(switchId);
    const beneficiary = requested ? await this.ibans.findBeneficiary(requested.ibanId) : null;
    if (!requested || !beneficiary) throw new Error(`Message ${message.id} speaks of an IBAN switch that is gone`);
    const content: MessageContent = {
      kind: 'staff_iban_switch',
      requestedBy: requested.requestedByEmail,
      requestedAt: requested.requestedAt.toISOString(),
      effectiveAt: requested.effectiveAt?.toISOString() ?? null,
      holder: beneficiary.accountHolder,
      iban: formatIban(beneficiary.iban),
      bankName: beneficiary.bankName,
      adminUrl: `${this.config.publicBaseUrl}/admin/iban-attivo`,
    };
    return { ...(await renderMessage(content, 'it', agency)), attachments: [] };
  }

  /** An owner's e-mail about an IBAN added and waiting (occasion: '<IBAN id>:<owner id>'). */
  private async composeNewIban(message: MessageRow, agency: AgencyContacts): Promise<ComposedMail> {
    const ibanId = message.occasion.split(':')[0] ?? '';
    const iban = await this.ibans.findById(ibanId);
    if (!iban) throw new Error(`Message ${message.id} speaks of an IBAN that is gone`);
    const content: MessageContent = {
      kind: 'staff_new_iban',
      requestedBy: iban.created_by_email ?? '',
      requestedAt: iban.created_at.toISOString(),
      effectiveAt: iban.effective_at?.toISOString() ?? null,
      holder: iban.account_holder,
      iban: formatIban(iban.iban),
      bankName: iban.bank_name,
      adminUrl: `${this.config.publicBaseUrl}/link`,
    };
    return { ...(await renderMessage(content, 'it', agency)), attachments: [] };
  }

  /** An owner's e-mail about an account asked to become an owner (occasion: '<grant id>:<owner id>'). */
  private async composeOwnerGrant(message: MessageRow, agency: AgencyContacts): Promise<ComposedMail> {
    const grant = await this.ownerGrants.find(message.occasion.split(':')[0] ?? '');
    if (!grant) throw new Error(`Message ${message.id} speaks of an owner grant that is gone`);
    const content: MessageContent = {
      kind: 'staff_owner_grant',
      requestedBy: grant.requestedByEmail,
      account: grant.adminUserEmail,
      requestedAt: grant.requestedAt.toISOString(),
      effectiveAt: grant.effectiveAt?.toISOString() ?? null,
      adminUrl: `${this.config.publicBaseUrl}/admin/staff`,
    };
    return { ...(await renderMessage(content, 'it', agency)), attachments: [] };
  }

  /** A week before departure: where and when to meet, who leads the group, what to bring. */
  private async departureInformation(
    facts: MessageFacts,
    summary: BookingSummary,
    language: Language,
  ): Promise<MessageContent> {
    const [trip, departure] = await Promise.all([
      this.catalogue.tripDetail(facts.tripSlug, language),
      this.departures.findOneFacts(facts.departureId),
    ]);
    const section = (id: string) => trip?.infoSections.find((info) => info.id === id)?.items ?? [];
    return {
      kind: 'departure_soon',
      booking: summary,
      meetingAirport: summary.airportName,
      meetingTime: departure?.meetingTimes[facts.booking.airport] ?? null,
      flights: trip?.flights ?? '',
      coordinators: (departure?.coordinators ?? []).map((name) => ({ name, phone: null })),
      documents: section('documents'),
      luggage: section('packing'),
    };
  }

  private summaryOf(booking: BookingDto, partner: MessageFacts['partner']): BookingSummary {
    return {
      partner,
      reference: booking.paymentReference,
      tripTitle: booking.tripTitle,
      startDate: booking.startDate,
      endDate: booking.endDate,
      airportName: AIRPORTS[booking.airport],
      travellers: booking.travellers.map((traveller) => ({
        name: `${traveller.firstName} ${traveller.lastName}`,
        child: false,
      })),
      singleRooms: booking.singleRooms,
      singleSupplementCents: booking.singleSupplementCents,
      totalPriceCents: booking.totalPriceCents,
      amountPaidCents: booking.amountPaidCents,
      paymentType: booking.paymentType,
      balanceCents: Math.max(0, booking.totalPriceCents - booking.amountPaidCents),
      balanceDueDate: booking.balanceDueDate,
      bookingPageUrl: this.bookings.bookingPageUrl(booking.id),
    };
  }

  private paymentOf(booking: BookingDto): PaymentData {
    return {
      beneficiary: booking.beneficiary.accountHolder,
      iban: booking.beneficiary.ibanFormatted,
      bic: null,
      bankName: booking.beneficiary.bankName,
      amountCents: booking.amountToPayCents,
      reference: booking.paymentReference,
      deadline: booking.paymentExpiresAt,
      qrCid: QR_CID,
    };
  }

  private async agencyContacts(): Promise<AgencyContacts> {
    const settings = await this.site.settings();
    const { street, postalCode, city, province } = settings.address;
    return {
      brand: settings.brand,
      legalName: settings.legalName,
      phone: settings.phone,
      email: settings.email,
      address: `${street}, ${postalCode} ${city} (${province})`,
      siteUrl: this.config.publicBaseUrl,
    };
  }
}
