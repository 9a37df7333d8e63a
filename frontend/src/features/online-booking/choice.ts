import type { AirportCode, BookingLinkDto, BookingPolicyDto } from '../../api';

/**
 * The booking page's query parameters that carry the visitor's choice from the trip page: the
 * checkout answers with an address that has them (backend CHOICE_PARAMETERS), e.g.
 * /prenotazione/<token>?aeroporto=MXP&viaggiatori=2.
 */
export const CHOICE_PARAMETERS = { airport: 'aeroporto', travellers: 'viaggiatori' } as const;

export interface BookingChoice {
  /** '' when the address names none, or one the policy does not offer. */
  airport: AirportCode | '';
  travellers: number;
}

type Policy = Pick<BookingPolicyDto, 'airports' | 'maxTravellers'>;

/** How many travellers a form of this link takes: the seats left now, within the group limit. */
export function travellerLimit(policy: Policy, link: Pick<BookingLinkDto, 'spotsAvailable'>): number {
  return Math.max(1, Math.min(policy.maxTravellers, link.spotsAvailable));
}

/**
 * The choice the address carries, checked against what the server states: an airport it does
 * not offer is no choice, and the travellers are a whole number from 1 to the limit (1 when the
 * address says nothing usable). Anyone can type an address: nothing in it is trusted.
 */
export function choiceFromAddress(
  search: string,
  policy: Policy,
  link: Pick<BookingLinkDto, 'spotsAvailable'>,
): BookingChoice {
  const params = new URLSearchParams(search);
  const named = params.get(CHOICE_PARAMETERS.airport);
  const airport = policy.airports.find(({ code }) => code === named)?.code ?? '';
  const typed = params.get(CHOICE_PARAMETERS.travellers) ?? '';
  const count = /^\d{1,4}$/.test(typed) ? Number(typed) : 1;
  return { airport, travellers: Math.min(Math.max(count, 1), travellerLimit(policy, link)) };
}
