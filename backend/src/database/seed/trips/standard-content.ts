import { BOOKING_POLICY } from '../../../bookings/booking-policy.js';
import type { DepositPolicy, Faq, TripFact } from '../../../catalogue/trip-content.js';

/** The penalty tables the agency applies; Kenya's safari has its own. */
export type CancellationTable = 'standard' | 'kenya';

const CANCELLATION_ROWS: Record<CancellationTable, string[]> = {
  standard: [
    'Fino a 30 giorni prima della partenza|25% della quota',
    'Da 29 a 15 giorni prima|50% della quota',
    'Da 14 a 7 giorni prima|75% della quota',
    'Meno di 7 giorni prima|100% della quota',
  ],
  kenya: [
    'Fino a 45 giorni prima della partenza|100 € per persona',
    'Da 44 a 31 giorni prima|25% della quota',
    'Da 30 a 15 giorni prima|50% della quota',
    'Meno di 15 giorni prima|100% della quota',
    'Assicurazione annullamento (facoltativa)|circa il 6% della quota',
  ],
};

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
        ...CANCELLATION_ROWS[table],
      ],
    },
  ];
}

/** Every group leaves from the same two airports: said once, first in 'Il viaggio in breve'. */
/** The group's maximum size and so a departure's seats, unless a trip says otherwise. */
export const STANDARD_GROUP_SIZE = 10;

export const DEPARTURES_FACT: TripFact = { label: 'Partenze', value: 'da Milano Malpensa e Roma Fiumicino' };
