/**
 * Query parameter that keeps the trip list's chosen filter in the address, so it survives back
 * and reload. A module of its own, without the list's code: the server render needs the name.
 */
export const CATEGORY_PARAM = 'categoria';
