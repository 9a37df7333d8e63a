/**
 * Leaves the booking pages with a full page load: the public page that follows starts afresh,
 * and a marketing tag it may load never sees a token or a booking id in the page's history.
 */
export function leaveTo(address: string): void {
  window.location.assign(address);
}
