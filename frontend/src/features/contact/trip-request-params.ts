/**
 * The contact page's query parameters: the trip details a trip page passes, and a message
 * written in full. A module of its own, without the page's code, because the server render
 * also needs the names (a page is rendered once per set of values of these, not per address).
 */
export const TRIP_REQUEST_PARAMS = { destination: 'destination', date: 'date', airport: 'airport' } as const;
export const MESSAGE_PARAM = 'message';
export const CONTACT_QUERY_PARAMS = [...Object.values(TRIP_REQUEST_PARAMS), MESSAGE_PARAM];
