import type { Page } from '@playwright/test';

/** The first admin of the browser tier's app, made at its start from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'direzione@agenzia.it', password: 'tre-gatti-sul-tetto-e2e' };

/**
 * The agency's second owner, made by the global setup before any test (decision A8): what the
 * first owner asks (a new IBAN, a switch of the system IBAN) waits for this one's approval.
 */
export const E2E_PARTNER = { email: 'socia@agenzia.it', password: 'la-socia-della-agenzia' };

/**
 * Types the password again when an owner's operation asks for it (staff accounts, IBANs, the
 * system IBAN); the operation then goes through.
 */
export async function confirmWithPassword(page: Page, password = E2E_ADMIN.password): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Conferma con la tua password' });
  await dialog.getByLabel(/^La tua password/).fill(password);
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
