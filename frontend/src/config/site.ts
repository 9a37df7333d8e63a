/** Company facts shown by the shell; later read from the site settings served by the API. */
export const site = {
  brandName: 'ATI Viaggi',
  city: 'Lucca',
} as const;
