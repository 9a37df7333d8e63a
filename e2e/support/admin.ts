/** The first admin of the browser tier's app, made at its start from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'direzione@agenzia.it', password: 'tre-gatti-sul-tetto-e2e' };
