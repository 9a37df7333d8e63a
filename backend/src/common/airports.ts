/** The airports every group leaves from, by IATA code, with the name a traveller reads. */
export const AIRPORTS = { MXP: 'Milano Malpensa', FCO: 'Roma Fiumicino' } as const;

export type AirportCode = keyof typeof AIRPORTS;

export const AIRPORT_CODES = Object.keys(AIRPORTS) as AirportCode[];
