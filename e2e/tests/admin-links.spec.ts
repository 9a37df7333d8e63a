import { expectNoAxeViolations } from '../support/a11y.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { adminHeaders, ensureActiveIban } from '../support/online-booking.ts';
import { expect, test } from '../support/test.ts';

test('staff make a link with a frozen price valid until departure, the customer sees both, staff find it and revoke it, the customer can no longer book', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  await ensureActiveIban(request, headers);
  const active = (await (await request.get('/api/v1/admin/active-iban', { headers })).json()) as {
    iban: { accountHolder: string };
  };
  const notes = `Offerta riservata ${test.info().project.name} ${Date.now()}`;

  await page.goto('/link');
  const login = page.getByRole('form', { name: 'Accesso area riservata' });
  await login.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await login.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await login.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link di prenotazione' })).toBeVisible();

  await page
    .getByRole('radio', { name: new RegExp(active.iban.accountHolder) })
    .first()
    .check();
  const linkForm = page.getByRole('form', { name: 'Nuovo link' });
  await linkForm.getByLabel('Viaggio').selectOption({ label: 'Vienna imperiale' });
  const departure = linkForm.getByRole('combobox', { name: 'Data di partenza' });
  await expect(departure).toBeEnabled();
  const firstDate = departure.locator('option:not([value=""]):not([disabled])').first();
  const dateText = (await firstDate.textContent()) ?? '';
  const startDate = dateText.slice(0, 10);
  expect(startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await departure.selectOption((await firstDate.getAttribute('value')) ?? '');
  await linkForm.getByRole('radio', { name: 'Saldo' }).check();
  await linkForm.getByRole('radio', { name: 'Fino al giorno della partenza (permanente)' }).check();
  await linkForm.getByRole('radio', { name: 'Un prezzo bloccato per questa offerta' }).check();
  await linkForm.getByLabel(/Prezzo bloccato a persona/).fill('1.234');
  await linkForm.getByLabel(/Note per il cliente/).fill(notes);
  await linkForm.getByRole('button', { name: 'Genera link' }).click();
  await expect(page.getByText('Link generato!')).toBeVisible();
  const { pathname } = new URL(await page.getByLabel('Link da inviare al cliente').inputValue());

  const customer = await context.newPage();
  await customer.goto(pathname);
  await expect(customer.getByText(notes)).toBeVisible();
  await expect(customer.getByText(/1\.234/).first()).toBeVisible();
  // Valid until the day the trip leaves, never beyond it.
  await expect(customer.getByText('Link valido fino al').locator('xpath=following-sibling::dd[1]')).toHaveText(
    startDate,
  );

  const issued = page.getByRole('region', { name: 'Link emessi' });
  await issued.getByRole('searchbox', { name: /Cerca per viaggio/ }).fill(notes);
  await issued.getByRole('button', { name: 'Cerca' }).click();
  const row = issued.getByRole('row').filter({ hasText: notes });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('(bloccato)');
  await expect(row).toContainText(`Fino alla partenza (${startDate})`);
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Revoca il link di Vienna/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Revocare questo link?' });
  await dialog.getByRole('button', { name: 'Revoca il link' }).click();
  await expect(page.getByText('Link revocato')).toBeVisible();
  await expect(issued.getByText('Nessun link trovato.')).toBeVisible();

  await customer.reload();
  await expect(customer.getByRole('button', { name: 'Link Scaduto' })).toBeDisabled();
});
