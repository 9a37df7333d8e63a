/**
 * The API client (axios and the generated SDK), fetched with the first request the page
 * makes rather than with the page: a page rendered on the server arrives with its data and
 * often never needs it.
 */
export async function loadSdk() {
  const [sdk, { isAxiosError }] = await Promise.all([import('../index'), import('axios')]);
  return { ...sdk, isAxiosError };
}
