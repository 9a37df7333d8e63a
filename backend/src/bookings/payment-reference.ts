/** What a customer writes as the transfer's description: 'Ricevuta 4821'. */
export const PAYMENT_REFERENCE_PREFIX = 'Ricevuta ';

export const paymentReference = (number: number) => `${PAYMENT_REFERENCE_PREFIX}${number}`;
