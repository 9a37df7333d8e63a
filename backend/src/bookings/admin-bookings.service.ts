import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type DepartureFacts, DeparturesRepository } from '../departures/departures.repository.js';
import { IbansRepository } from '../ibans/ibans.repository.js';
import { searchParameters } from './booking-search.js';
import { balanceDueDate, extendedTransferWindow } from './booking-policy.js';
import { PaymentReferencesRepository } from './payment-references.repository.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { TransferReceiptsRepository } from '../payments/transfer-receipts.repository.js';
import { type BookingRow, BookingsRepository } from './bookings.repository.js';
import type {
  AdminBookingDetailDto,
  AdminBookingDto,
  AdminBookingListQueryDto,
  AdminBookingPageDto,
  BalancesDueDto,
  BookingContactChangeDto,
} from './dto/admin-booking.dto.js';
import { contactEmailKey, contactPhoneKey } from './unpaid-holds.js';
import { romeCalendarDate } from '../common/calendar-date.js';
import { passengerListCsv } from './passenger-list.js';
import { arrangementProblem, type ArrangedRoom, type Room, roomingList, roomingListCsv } from './rooming.js';
import { PassportCipher, type PassportOwner } from './passport-cipher.js';
import { formatIban } from '../ibans/iban.js';
import { MessageQueue } from '../messages/message-queue.js';
import { MessagesRepository } from '../messages/messages.repository.js';
import { messageView } from '../messages/message-views.js';
import { MESSAGE_TROUBLE_DAYS } from '../messages/message-trouble.js';
import { PartnerBookingEvents } from '../partners/webhooks/partner-booking-events.js';
import { WaitlistService } from '../waitlist/waitlist.service.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** The Sunday ending the Rome week of `date` ('yyyy-MM-dd'). */
export function endOfRomeWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const daysToSunday = (7 - day.getUTCDay()) % 7;
  return new Date(day.getTime() + daysToSunday * 86_400_000).toISOString().slice(0, 10);
}

/** `departure`: the booking's departure, as the departures repository states it. */
function toDto(row: BookingRow, departure: Pick<DepartureFacts, 'startDate' | 'endDate'>): AdminBookingDto {
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentReference: row.payment_reference,
    tripSlug: row.trip_slug,
    tripTitle: row.trip_title,
    departureId: row.departure_id,
    startDate: departure.startDate,
    endDate: departure.endDate,
    airport: row.airport,
    travellerCount: row.traveller_count,
    adultCount: row.adult_count,
    childCount: row.child_count,
    leadTraveller: row.lead_traveller,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    totalPriceCents: row.total_price_cents,
    depositAmountCents: row.deposit_amount_cents,
    amountToPayCents: row.amount_to_pay_cents,
    amountPaidCents: row.amount_paid_cents,
    refundDueCents: row.refund_due_cents,
    balanceCents: row.total_price_cents - row.amount_paid_cents,
    balanceDueCents: row.payment_status === 'deposit_paid' ? row.total_price_cents - row.amount_paid_cents : 0,
    balanceDueDate: row.payment_status === 'deposit_paid' ? balanceDueDate(departure.startDate) : null,
    paymentType: row.payment_type,
    paymentExpiresAt: row.payment_expires_at.toISOString(),
    transferDeclaredAt: iso(row.transfer_declared_at),
    transferReminderDueAt: iso(row.transfer_reminder_due_at),
    confirmedAt: iso(row.confirmed_at),
    closedAt: iso(row.closed_at),
    createdAt: row.created_at.toISOString(),
    partner:
      row.partner_name === null || row.retail_total_cents === null
        ? null
        : { name: row.partner_name, reference: row.partner_reference, retailTotalCents: row.retail_total_cents },
  };
}

@Injectable()
export class AdminBookingsService {
  private readonly logger = new Logger(AdminBookingsService.name);
  private readonly cipher: PassportCipher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bookings: BookingsRepository,
    private readonly departures: DeparturesRepository,
    private readonly ibans: IbansRepository,
    private readonly audit: AuditService,
    private readonly references: PaymentReferencesRepository,
    private readonly payments: PaymentsRepository,
    private readonly receipts: TransferReceiptsRepository,
    private readonly messages: MessageQueue,
    private readonly messageLog: MessagesRepository,
    private readonly waitlist: WaitlistService,
    private readonly partnerEvents: PartnerBookingEvents,
  ) {
    this.cipher = new PassportCipher(config.dataEncryptionKey);
  }

  /** Newest first, filtered by status, trip, departure and failed messages, and found by the search text `q`. */
  async listBookings(query: AdminBookingListQueryDto): Promise<AdminBookingPageDto> {
    const { rows, total } = await this.bookings.list(
      {
        status: query.status ?? null,
        tripSlug: query.trip ?? null,
        departureId: query.departureId ?? null,
        search: query.q ? searchParameters(query.q) : null,
        ids: query.messages === 'failed' ? await this.messageLog.bookingsWithFailures(MESSAGE_TROUBLE_DAYS) : null,
      },
      { limit: query.limit ?? 50, offset: query.offset ?? 0 },
    );
    const departures = await this.departures.findFacts(rows.map((row) => row.departure_id));
    return { items: rows.map((row) => toDto(row, this.departureOf(departures, row))), total };
  }

  /**
   * Balances owed after a deposit: those due by the end of this week (Monday to Sunday, Rome)
   * and those already late, each by due date.
   */
  async listBalancesDue(now: Date = new Date()): Promise<BalancesDueDto> {
    const rows = await this.bookings.listOwingBalance();
    const departures = await this.departures.findFacts(rows.map((row) => row.departure_id));
    const today = romeCalendarDate(now);
    const weekEnd = endOfRomeWeek(today);
    const owing = rows
      .map((row) => toDto(row, this.departureOf(departures, row)))
      .filter((booking): booking is AdminBookingDto & { balanceDueDate: string } => booking.balanceDueDate !== null)
      .sort((a, b) => a.balanceDueDate.localeCompare(b.balanceDueDate));
    return {
      late: owing.filter((booking) => booking.balanceDueDate < today),
      dueThisWeek: owing.filter((booking) => booking.balanceDueDate >= today && booking.balanceDueDate <= weekEnd),
    };
  }

  /** One booking with its travellers, passport numbers decrypted. */
  /** A booking as a member of staff opens it: the passport numbers they read are in the audit trail. */
  async readBooking(actor: AdminPrincipal, id: string): Promise<AdminBookingDetailDto> {
    const booking = await this.getBooking(id);
    if (booking.travellers.some((traveller) => traveller.passportNumber !== null)) {
      await this.audit.record(this.dataSource.manager, actor.id, 'booking.passports_read', id);
    }
    return booking;
  }

  async getBooking(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminBookingDetailDto> {
    const row = await this.bookings.findForAdmin(manager, id);
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    const travellers = await this.bookings.travellersOf(manager, id);
    const departure = await this.departures.findOneFacts(row.departure_id, manager);
    const beneficiary = await this.ibans.findBeneficiary(row.iban_id, manager);
    // Both are held by foreign keys of the booking.
    if (!departure || !beneficiary) throw new Error(`Booking ${id} lost its departure or its IBAN`);
    return {
      ...toDto(row, departure),
      travellers: travellers.map((traveller) => ({
        firstName: traveller.first_name,
        lastName: traveller.last_name,
        birthDate: traveller.birth_date,
        address: traveller.address,
        passportNumber: this.decryptPassport(traveller.passport_number_encrypted, {
          bookingId: id,
          position: traveller.position,
        }),
        isChild: traveller.is_child,
        singleRoom: traveller.single_room,
      })),
      singleRooms: row.single_rooms,
      singleSupplementCents: row.single_supplement_cents,
      iban: {
        ...beneficiary,
        ibanFormatted: formatIban(beneficiary.iban),
      },
      transferReceipt: await this.receiptOf(id),
      payments: (await this.payments.listFor(id, manager)).map((payment) => ({
        amountCents: payment.amountCents,
        receivedOn: payment.receivedOn,
        source: payment.source,
        entryId: payment.entryId,
      })),
      messages: (await this.messageLog.listForBooking(id, manager)).map(messageView),
    };
  }

  /** Cancels a booking still waiting for its payment and gives its seats back, once. */
  async cancelBooking(actor: AdminPrincipal, id: string, reason: string | null): Promise<AdminBookingDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const release = await this.bookings.cancelWaiting(manager, id, reason || null);
      if (!release) {
        await this.assertExists(manager, id);
        throw new AppError('BOOKING_NOT_CANCELLABLE');
      }
      await this.departures.giveBackSeats(manager, [release]);
      await this.waitlist.offerFreedSeats(manager, [release.departureId]);
      await this.references.releaseAfterEnd(manager, [id]);
      await this.audit.record(manager, actor.id, 'booking.cancelled', id);
      await this.messages.toCustomer(manager, { bookingId: id, kind: 'cancelled_by_agency' });
      await this.partnerEvents.announce(manager, id, 'booking.cancelled');
      return this.getBooking(id, manager);
    });
  }

  /**
   * Gives a booking still waiting for its money `workingDays` more bank working days, counted
   * from the later of today and its current deadline (DECISIONS 29: staff can extend it).
   */
  async extendWindow(actor: AdminPrincipal, id: string, workingDays: number): Promise<AdminBookingDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.bookings.findWindow(manager, id);
      if (!current) throw new AppError('BOOKING_NOT_FOUND');
      const { windowEnd, reminderDue } = extendedTransferWindow(current.paymentExpiresAt, workingDays, new Date());
      if (!(await this.bookings.extendWindow(manager, id, windowEnd, reminderDue))) {
        throw new AppError('BOOKING_WINDOW_NOT_EXTENDABLE');
      }
      await this.audit.record(manager, actor.id, 'booking.window_extended', id);
      return this.getBooking(id, manager);
    });
  }

  /**
   * Corrects the e-mail or phone a customer mistyped. Messages sent before keep the address they
   * went to; 'Invia di nuovo' sends one to the corrected address.
   */
  async changeContact(
    actor: AdminPrincipal,
    id: string,
    { contactEmail, contactPhone }: BookingContactChangeDto,
  ): Promise<AdminBookingDetailDto> {
    if (contactEmail === undefined && contactPhone === undefined) {
      throw new AppError('VALIDATION_FAILED', { body: ["Indica l'email o il telefono da correggere."] });
    }
    return this.dataSource.transaction(async (manager) => {
      const changed = await this.bookings.changeContact(manager, id, {
        email: contactEmail ?? null,
        emailKey: contactEmail === undefined ? null : contactEmailKey(contactEmail),
        phone: contactPhone ?? null,
        phoneKey: contactPhone === undefined ? null : contactPhoneKey(contactPhone),
      });
      if (!changed) throw new AppError('BOOKING_NOT_FOUND');
      await this.audit.record(manager, actor.id, 'booking.contact_changed', id);
      return this.getBooking(id, manager);
    });
  }

  /** The travellers of a departure's live bookings, as a spreadsheet. */
  async passengerList(actor: AdminPrincipal, departureId: string): Promise<{ csv: string; filename: string }> {
    const departure = await this.departures.findLabel(departureId);
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    // Names, passports and contacts leave the system here: who took them is recorded.
    await this.audit.record(this.dataSource.manager, actor.id, 'departure.passengers_exported', departureId);
    const rows = await this.bookings.passengersOf(departureId);
    const passengers = rows.map((row) => ({
      reference: row.payment_reference,
      status: row.status,
      lastName: row.last_name,
      firstName: row.first_name,
      birthDate: row.birth_date,
      isChild: row.is_child,
      address: row.address,
      passportNumber: this.decryptPassport(row.passport_number_encrypted, {
        bookingId: row.booking_id,
        position: row.position,
      }),
      airport: row.airport,
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
    }));
    return {
      csv: passengerListCsv(passengers),
      filename: `passeggeri-${departure.tripSlug}-${departure.startDate}.csv`,
    };
  }

  /** Who sleeps where on a departure, from its live bookings' choices. */
  async rooming(
    departureId: string,
  ): Promise<{ rooms: Room[]; tripSlug: string; tripTitle: string; startDate: string; endDate: string }> {
    const departure = await this.departures.findOneFacts(departureId);
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    const { tripSlug, tripTitle, startDate, endDate } = departure;
    return { rooms: roomingList(await this.bookings.roomingOf(departureId)), tripSlug, tripTitle, startDate, endDate };
  }

  /**
   * Keeps the rooms staff arranged on a departure (decision R3): the travellers of its live
   * bookings they name sleep where they say; the others are worked out as before. Parallel
   * changes to one departure's rooms wait for each other.
   */
  async arrangeRooms(actor: AdminPrincipal, departureId: string, rooms: readonly ArrangedRoom[]) {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.departures.findOneFacts(departureId, manager))) throw new AppError('DEPARTURE_NOT_FOUND');
      await this.bookings.lockRooms(manager, departureId);
      const travellers = (await this.bookings.roomingOf(departureId, manager)).flatMap((booking) =>
        booking.travellers.map((traveller) => traveller.id),
      );
      const problem = arrangementProblem(rooms, new Set(travellers));
      if (problem) throw new AppError('VALIDATION_FAILED', { rooms: [problem] }, problem);
      await this.bookings.keepRooms(manager, departureId, rooms);
      await this.audit.record(manager, actor.id, 'departure.rooms_arranged', departureId);
    });
    return this.rooming(departureId);
  }

  /** The rooming list for the hotels; names leave the system here, so the export is audited. */
  async roomingListCsv(actor: AdminPrincipal, departureId: string): Promise<{ csv: string; filename: string }> {
    const { rooms, tripSlug, startDate } = await this.rooming(departureId);
    await this.audit.record(this.dataSource.manager, actor.id, 'departure.rooming_exported', departureId);
    return { csv: roomingListCsv(rooms), filename: `camere-${tripSlug}-${startDate}.csv` };
  }

  private async receiptOf(id: string): Promise<AdminBookingDetailDto['transferReceipt']> {
    const receipt = await this.receipts.findFacts(id);
    return receipt && { ...receipt, uploadedAt: receipt.uploadedAt.toISOString() };
  }

  private async assertExists(manager: EntityManager, id: string): Promise<void> {
    if (!(await this.bookings.findStatus(id, manager))) throw new AppError('BOOKING_NOT_FOUND');
  }

  /** A number that no longer decrypts (a changed key) is shown as missing rather than failing the page. */
  private decryptPassport(stored: string | null, owner: PassportOwner): string | null {
    if (!stored) return null;
    try {
      return this.cipher.decrypt(stored, owner);
    } catch {
      this.logger.warn('A passport number does not decrypt: was DATA_ENCRYPTION_KEY changed?');
      return null;
    }
  }

  /** A listed booking's departure; its foreign key keeps it. */
  private departureOf(departures: Map<string, DepartureFacts>, row: BookingRow): DepartureFacts {
    const departure = departures.get(row.departure_id);
    if (!departure) throw new Error(`Booking ${row.id} lost its departure`);
    return departure;
  }
}
