/**
 * The information-request page: where a dates button leads when the dialog cannot open in
 * place. A module of its own, without any page code, because the router and the server
 * render need its query parameter too.
 */
export const INFO_REQUEST_PATH = '/richiesta-informazioni';
export const DESTINATION_PARAM = 'destination';

export function infoRequestAddress(slug: string): { pathname: string; search: string } {
  return { pathname: INFO_REQUEST_PATH, search: `?${new URLSearchParams({ [DESTINATION_PARAM]: slug })}` };
}
