/**
 * What the customer e-mails say, as plain data: the templates read nothing else, so they can be
 * rendered and tested without a database, and what a message says is decided where it is queued.
 * Amounts are euro cents; calendar dates 'yyyy-MM-dd' (Europe/Rome); instants ISO strings.
 */

export type MessageLanguage = 'it' | 'en';

/** Who writes: printed in every footer, so a reader can always call or write back. */
export interface AgencyContacts {
  brand: string;
  legalName: string;
  phone: string;
  email: string;
  /** One line: 'Via Fillungo 12, 55100 Lucca (LU)'. */
  address: string;
  siteUrl: string;
}

/** The bank transfer the reader is asked to make. */
export interface PaymentData {
  beneficiary: string;
  /** Printed in groups of four, however it is stored. */
  iban: string;
  bic: string | null;
  bankName: string | null;
  amountCents: number;
  /** The transfer's description, to be copied exactly: 'Ricevuta 4821'. */
  reference: string;
  /** ISO instant; printed in Rome time, with the zone named. */
  deadline: string;
  /** Content id of the inline EPC QR PNG ('epc-qr' → <img src="cid:epc-qr">); null when none is attached. */
  qrCid: string | null;
}

export interface BookingTraveller {
  name: string;
  child: boolean;
}

/** The booking as the reader knows it. */
export interface BookingSummary {
  /**
   * The partner agency that made the booking: its messages go to the partner (DECISIONS 36)
   * and speak to it of its customer's booking. Null for a booking of the site.
   */
  partner?: { name: string; reference: string | null } | null;
  /** 'Ricevuta 4821': the booking's number and the transfer's description at once. */
  reference: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  airportName: string;
  travellers: BookingTraveller[];
  /** Single rooms booked, and what they added to the total. */
  singleRooms: number;
  singleSupplementCents: number;
  totalPriceCents: number;
  amountPaidCents: number;
  paymentType: 'deposit' | 'full';
  balanceCents: number;
  /** 'yyyy-MM-dd'; null when the whole price was due at once. */
  balanceDueDate: string | null;
  /** The customer's own booking page (personal link). */
  bookingPageUrl: string;
}

export interface TripCoordinator {
  name: string;
  phone: string | null;
}

/** Every message, by kind, with what it needs beyond the booking. */
export type MessageContent =
  | {
      kind: 'booking_received';
      booking: BookingSummary;
      payment: PaymentData;
      /** The transfer asked is the deposit, not the whole price. */
      amountIsDeposit: boolean;
      /** The trip's information PDF goes with the message. */
      informationAttached: boolean;
    }
  | {
      /** One hour of the payment window left, and neither money nor a declared transfer. */
      kind: 'payment_window_ending';
      booking: BookingSummary;
      payment: PaymentData;
    }
  | {
      kind: 'booking_expired';
      booking: BookingSummary;
      /** Where the same trip can be booked again. */
      rebookUrl: string;
    }
  | {
      /** The window a declared transfer holds the seats for ends tomorrow, and no money arrived. */
      kind: 'transfer_window_ending';
      booking: BookingSummary;
      payment: PaymentData;
      /** ISO instant. */
      windowEnd: string;
    }
  | {
      kind: 'payment_recorded';
      booking: BookingSummary;
      receivedCents: number;
      fullyPaid: boolean;
      /** The booking confirmation PDF goes with the message. */
      confirmationAttached: boolean;
      /**
       * Set while what was received is short of the payment that confirms the booking: what is
       * still missing, with the transfer's data. The booking is not confirmed yet.
       */
      shortfall: PaymentData | null;
    }
  | {
      kind: 'balance_due';
      booking: BookingSummary;
      payment: PaymentData;
      dueToday: boolean;
    }
  | {
      kind: 'departure_soon';
      booking: BookingSummary;
      meetingAirport: string;
      /** As staff wrote it ('05:30'); null while not fixed. */
      meetingTime: string | null;
      /** The trip's flights text, lines as staff wrote them. */
      flights: string;
      coordinators: TripCoordinator[];
      documents: string[];
      luggage: string[];
    }
  | {
      kind: 'cancelled_by_agency';
      booking: BookingSummary;
      reason: string;
      refundCents: number;
    }
  | {
      /** Staff chose to run a departure short of its minimum group (DECISIONS 34). */
      kind: 'departure_confirmed';
      booking: BookingSummary;
    }
  | {
      /** Staff cancelled a departure short of its minimum group (DECISIONS 34), and with it this booking. */
      kind: 'minimum_group_cancelled';
      booking: BookingSummary;
      minGroupSize: number;
      /** Staff's words for the customers; '' when they wrote none. */
      note: string;
      refundCents: number;
    }
  | {
      /** To the agency's staff, always in Italian: a departure's minimum-group deadline came with the group short, about no one booking. */
      kind: 'staff_minimum_group';
      tripTitle: string;
      startDate: string;
      endDate: string;
      minGroupSize: number;
      confirmedTravellers: number;
      liveBookings: number;
      /** The Rome day the decision fell due: the last one on which the law lets the agency cancel. */
      deadline: string;
      /** The departures screen, where it is decided. */
      adminUrl: string;
    }
  | {
      /** To the agency's staff, always in Italian: a balance past its due date. */
      kind: 'staff_balance_late';
      booking: BookingSummary;
    }
  | {
      /** To the agency's staff, always in Italian: unpaid holds piling up within the hour, about no one booking. */
      kind: 'staff_hold_alert';
      alertKind: 'burst' | 'cap_reached';
      alerts: HoldAlertSummary[];
      /** The admin home, where the alerts are listed and marked as seen. */
      adminUrl: string;
    }
  | {
      /** To every owner, always in Italian: a switch of the system IBAN waits. */
      kind: 'staff_iban_switch';
      requestedBy: string;
      /** ISO instants; `effectiveAt` null while it waits for another owner. */
      requestedAt: string;
      effectiveAt: string | null;
      holder: string;
      /** In groups of four. */
      iban: string;
      bankName: string;
      /** The admin page where it is approved or cancelled. */
      adminUrl: string;
    }
  | {
      /** To every owner, always in Italian: an IBAN was added and waits before links may pay into it (decision A8). */
      kind: 'staff_new_iban';
      requestedBy: string;
      /** ISO instants; `effectiveAt` null while it waits for another owner. */
      requestedAt: string;
      effectiveAt: string | null;
      holder: string;
      /** In groups of four. */
      iban: string;
      bankName: string;
      /** The admin page where it is approved or cancelled. */
      adminUrl: string;
    }
  | {
      /** To every owner, always in Italian: an account was asked to become an owner (decision A8). */
      kind: 'staff_owner_grant';
      requestedBy: string;
      /** The account that would become an owner. */
      account: string;
      /** ISO instants; `effectiveAt` null while it waits for another owner. */
      requestedAt: string;
      effectiveAt: string | null;
      /** The staff page where it is approved or cancelled. */
      adminUrl: string;
    }
  | {
      /** A visitor asked to wait for seats: their address is confirmed by opening the page. */
      kind: 'waitlist_confirm';
      entry: WaitlistSummary;
    }
  | {
      /** Seats freed up and are held for the visitor by a personal link (DECISIONS 35). */
      kind: 'waitlist_offer';
      entry: WaitlistSummary;
      seats: number;
      bookingUrl: string;
      /** ISO instant: the seats are held until then. */
      expiresAt: string;
    }
  | {
      /** The offer ran out unused and went to the next in line. */
      kind: 'waitlist_lapsed';
      entry: WaitlistSummary;
      /** The trip's page, to look for another date. */
      tripUrl: string;
    }
  | {
      /** The departure was cancelled for its minimum group (DECISIONS 34): the list is closed. */
      kind: 'waitlist_cancelled';
      entry: WaitlistSummary;
      tripUrl: string;
    };

/** A visitor's entry on a waiting list, as its messages speak of it. */
export interface WaitlistSummary {
  name: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  travellers: number;
  /** The personal page: confirm, see the place in line, leave the list. */
  pageUrl: string;
}

/** One departure's unpaid holds, as staff are alerted of them. */
export interface HoldAlertSummary {
  tripTitle: string;
  startDate: string;
  unpaidSeats: number;
  occurrences: number;
  /** ISO instant. */
  lastSeenAt: string;
}

export type MessageKind = MessageContent['kind'];

/** One message's content of a given kind. */
export type ContentOf<K extends MessageKind> = Extract<MessageContent, { kind: K }>;

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}
