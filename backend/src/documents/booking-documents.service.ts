import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { balanceDueDate } from '../bookings/booking-policy.js';
import { type BookingRow, BookingsRepository } from '../bookings/bookings.repository.js';
import { AppError } from '../common/app-error.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import type { BookingDocumentKind } from './booking-document.entity.js';
import { type BookingDocumentRow, BookingDocumentsRepository } from './booking-documents.repository.js';
import { buildConfirmation } from './confirmation.js';
import type { BookingFacts } from './document-inputs.js';
import { documentVersion } from './document-model.js';
import { renderPdf } from './pdf.js';
import { type InformationRequest, PreContractInformation } from './pre-contract-information.js';

/** A document as it is downloaded or attached: the same bytes every time. */
export interface PdfFile {
  filename: string;
  content: Buffer;
  sha256: string;
}

/** What the booking asked for, as the information was written for it. */
function requestOf(booking: BookingRow): InformationRequest {
  return {
    departureId: booking.departure_id,
    ibanId: booking.iban_id,
    adultPriceCents: booking.price_cents,
    childPriceCents:
      booking.child_count > 0
        ? booking.price_cents - Math.round(booking.child_discount_cents / booking.child_count)
        : null,
    // Once booked, the supplement is known only where rooms were asked for: what they cost each.
    singleSupplementCents:
      booking.single_rooms > 0 ? Math.round(booking.single_supplement_cents / booking.single_rooms) : null,
    singleRooms: booking.single_rooms,
    totalCents: booking.total_price_cents,
    depositCents: booking.payment_type === 'deposit' ? booking.deposit_amount_cents : null,
    airport: booking.airport,
    language: booking.language,
  };
}

/** 'Ricevuta 4821' → 'ricevuta-4821'. */
function fileStem(reference: string): string {
  return reference.toLowerCase().replace(/\s+/g, '-');
}

/**
 * The two documents of a booking (API.md "Messages and documents"): the information it was
 * shown before booking, and once money arrived the confirmation with the contract terms. Each
 * text is kept with its version and drawn as a PDF once; every download and attachment then
 * gets those bytes.
 */
@Injectable()
export class BookingDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly departures: DeparturesRepository,
    private readonly payments: PaymentsRepository,
    private readonly information: PreContractInformation,
    private readonly documents: BookingDocumentsRepository,
  ) {}

  async informationPdf(bookingId: string): Promise<PdfFile> {
    let row = await this.documents.latest(bookingId, 'information');
    const booking = await this.booking(bookingId);
    if (!row) {
      // A booking made before documents were kept gets its information written now.
      const { document, version } = await this.information.build(requestOf(booking));
      row = await this.keep(bookingId, 'information', version, document);
    }
    return this.pdfOf(row, `informazioni-${fileStem(booking.payment_reference)}.pdf`);
  }

  /** The confirmation as the booking stands: a new payment gives a new version, kept beside the old. */
  async confirmationPdf(bookingId: string): Promise<PdfFile> {
    const booking = await this.booking(bookingId);
    if (booking.payment_status === 'pending') throw new AppError('BOOKING_NOT_CONFIRMED');
    const request = requestOf(booking);
    const [input, travellers, payments, departure] = await Promise.all([
      this.information.inputFor(request),
      this.bookings.travellersOf(this.dataSource.manager, bookingId),
      this.payments.listFor(bookingId),
      this.departures.findOneFacts(booking.departure_id),
    ]);
    const dueCents = Math.max(0, booking.total_price_cents - booking.amount_paid_cents);
    const facts: BookingFacts = {
      reference: booking.payment_reference,
      bookedAt: booking.created_at.toISOString(),
      travellers: travellers.map((traveller) => ({
        name: `${traveller.first_name} ${traveller.last_name}`,
        birthDate: traveller.birth_date,
        child: traveller.is_child,
      })),
      contactEmail: booking.contact_email,
      contactPhone: booking.contact_phone,
      specialRequests: [],
      payments: payments.map((payment) => ({
        date: payment.receivedOn,
        amountCents: payment.amountCents,
        method: booking.language === 'it' ? 'Bonifico bancario' : 'Bank transfer',
      })),
      paidCents: booking.amount_paid_cents,
      dueCents,
      dueDate: dueCents > 0 && departure ? balanceDueDate(departure.startDate) : null,
      localContact: departure && departure.coordinators.length > 0 ? departure.coordinators.join(', ') : null,
      informationShown:
        booking.information_version && booking.information_accepted_at
          ? { version: booking.information_version, shownAt: booking.information_accepted_at.toISOString() }
          : null,
    };
    const document = buildConfirmation(
      { ...input, price: { ...input.price, depositDueBy: booking.payment_expires_at.toISOString() }, booking: facts },
      booking.language,
    );
    const row = await this.keep(bookingId, 'confirmation', documentVersion(document), document);
    return this.pdfOf(row, `conferma-${fileStem(booking.payment_reference)}.pdf`);
  }

  private async booking(id: string): Promise<BookingRow> {
    const booking = await this.bookings.findForAdmin(this.dataSource.manager, id);
    if (!booking) throw new AppError('BOOKING_NOT_FOUND');
    return booking;
  }

  private async keep(
    bookingId: string,
    kind: BookingDocumentKind,
    version: string,
    content: object,
  ): Promise<BookingDocumentRow> {
    await this.dataSource.transaction((manager) =>
      this.documents.insert(manager, { bookingId, kind, version, content }),
    );
    const row = await this.documents.findVersion(bookingId, kind, version);
    if (!row) throw new Error(`Document ${kind} ${version} of booking ${bookingId} vanished after its commit`);
    return row;
  }

  private async pdfOf(row: BookingDocumentRow, filename: string): Promise<PdfFile> {
    if (row.pdf && row.pdfSha256) return { filename, content: row.pdf, sha256: row.pdfSha256 };
    const drawn = await renderPdf(row.content);
    const kept = await this.documents.keepPdf(row.id, drawn, createHash('sha256').update(drawn).digest('hex'));
    return { filename, content: kept.pdf, sha256: kept.pdfSha256 };
  }
}
