import {
  BOOKING_POLICY,
  type CancellationPenalty,
  type CancellationRow,
  type CancellationTable,
} from '../../../bookings/booking-policy.js';
import type { DepositPolicy, Faq, TripFact } from '../../../catalogue/trip-content.js';

export type { CancellationTable };

/** What a trip's table adds that is not a penalty: the safari's optional cancellation insurance. */
const TABLE_NOTES: Partial<Record<CancellationTable, string[]>> = {
  kenya: ['Assicurazione annullamento (facoltativa)|circa il 6% della quota'],
};

/** Whole euros as '100', others with their cents as '150,50'. */
function euros(cents: number): string {
  return new Intl.NumberFormat('it-IT', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
}

function penaltyInWords(penalty: CancellationPenalty): string {
  return penalty.kind === 'percent' ? `${penalty.value}% della quota` : `${euros(penalty.value)} € per persona`;
}

/** The policy's rows as the FAQ's 'when|penalty' lines, each span ending where the row above begins. */
export function cancellationRowsInWords(rows: readonly CancellationRow[]): string[] {
  return rows.map((row, i) => {
    const above = rows[i - 1];
    const when = !above
      ? `Fino a ${row.fromDaysBefore} giorni prima della partenza`
      : row.fromDaysBefore === 0
        ? `Meno di ${above.fromDaysBefore} giorni prima`
        : `Da ${above.fromDaysBefore - 1} a ${row.fromDaysBefore} giorni prima`;
    return `${when}|${penaltyInWords(row.penalty)}`;
  });
}

function depositInWords(policy: DepositPolicy): string {
  return policy.kind === 'percent'
    ? `un acconto del ${policy.value}% della quota`
    : `un acconto fisso di ${policy.value / 100} € per persona`;
}

/**
 * The two answers every trip gives the same way, written from the trip's own terms so that
 * the FAQ can never say something else than the deposit the booking will ask.
 */
export function standardFaqs(policy: DepositPolicy, table: CancellationTable): Faq[] {
  return [
    {
      id: 'pagamento',
      question: 'Come e quando si paga?',
      answer: [
        `Alla prenotazione si versa ${depositInWords(policy)}; il saldo si paga ${BOOKING_POLICY.balanceDueDaysBeforeDeparture} giorni prima della partenza.`,
        `Se prenoti a ${BOOKING_POLICY.fullPaymentWithinDays} giorni o meno dalla partenza, si paga l'intero importo subito, in un'unica soluzione.`,
        'Il pagamento avviene con bonifico bancario; il pagamento con carta sarà disponibile a breve.',
      ],
    },
    {
      id: 'penali-cancellazione',
      question: 'Quali sono le penali in caso di cancellazione?',
      answer: [
        'Se devi rinunciare al viaggio, la penale dipende da quanti giorni mancano alla partenza:',
        ...cancellationRowsInWords(BOOKING_POLICY.cancellationTables[table]),
        ...(TABLE_NOTES[table] ?? []),
      ],
    },
  ];
}

/** Every group leaves from the same two airports: said once, first in 'Il viaggio in breve'. */
/** The group's maximum size and so a departure's seats, unless a trip says otherwise. */
export const STANDARD_GROUP_SIZE = 10;

export const DEPARTURES_FACT: TripFact = { label: 'Partenze', value: 'da Milano Malpensa e Roma Fiumicino' };
