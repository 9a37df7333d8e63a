import type { Locator, Page } from '@playwright/test';
import { expect, LAYOUT, PHONE_ONLY, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

const PRAGUE_TITLE = "Praga, la città d'oro";
const PRAGUE_QUERY = '/contact?destination=praga-tour-culturale&date=10/05/2027&airport=Milano%20Malpensa';
const PRAGUE_MESSAGE = `Salve, vorrei informazioni sul viaggio a ${PRAGUE_TITLE} per le date 10/05/2027 con partenza da Milano Malpensa. Grazie.`;

test.beforeEach(async ({ page }) => {
  // A visitor who has already answered the cookie banner: these tests are about the contact page.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: '2026-01-01T09:00:00.000Z' }));
  });
});

async function openContact(page: Page, path = '/contact') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
  return page.getByRole('form', { name: 'Scrivici' });
}

function fields(form: Locator) {
  return {
    name: form.getByRole('textbox', { name: /^Nome/ }),
    email: form.getByRole('textbox', { name: /^Email/ }),
    phone: form.getByRole('textbox', { name: /^Telefono/ }),
    reason: form.getByRole('combobox', { name: /^Scrivo perché/ }),
    message: form.getByRole('textbox', { name: /^Messaggio/ }),
    privacy: form.getByRole('checkbox', { name: /informativa sulla privacy/ }),
    send: form.getByRole('button', { name: /Invia Messaggio|Invio in corso/ }),
  };
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function expectErrorToast(page: Page, message: string) {
  const shown = toast(page, message);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Errore');
}

test('the contact page shows the agency address, phone, e-mail and hours', async ({ page }) => {
  await openContact(page);
  await expect(page).toHaveTitle('Contatti | ATI Viaggi');

  const info = page.getByRole('region', { name: 'I nostri recapiti' });
  await expect(info.getByText('55100 Lucca (LU)')).toBeVisible();
  await expect(info.getByRole('link', { name: '+39 0583 495100' })).toHaveAttribute('href', 'tel:+390583495100');
  await expect(info.getByRole('link', { name: 'info@ativiaggi.it' })).toHaveAttribute(
    'href',
    'mailto:info@ativiaggi.it',
  );
  const hours = await info
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`),
    );
  expect(hours).toEqual(['Lunedì - Venerdì 9:00-18:00', 'Sabato 9:00-13:00', 'Domenica Chiuso']);
});

test('the form applies the agency rules in order, with their messages', async ({ page }) => {
  const form = await openContact(page);
  const f = fields(form);
  await expect(f.send).toBeDisabled();
  await expect(form.getByText('Per inviare il messaggio, spunta la casella sulla privacy.')).toBeVisible();

  // The button is only marked unavailable, so a reader who presses it learns what is missing.
  await f.send.click({ force: true });
  await expectErrorToast(page, 'Per favore, compila tutti i campi obbligatori.');
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expect(f.message).toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toBeFocused();

  await f.name.fill('Anna Bianchi');
  await f.email.fill('anna@example');
  await f.message.fill('Vorrei informazioni sul viaggio in Islanda.');
  await f.name.press('Enter');
  await expectErrorToast(page, 'Inserisci un indirizzo email valido.');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Inserisci un indirizzo email valido.')).toBeVisible();
  await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');

  await f.email.fill('anna.bianchi@example.it');
  await f.email.press('Enter');
  await expectErrorToast(page, 'Per favore, accetta i termini sulla privacy.');
  await expect(f.privacy).toHaveAttribute('aria-invalid', 'true');
  await expect(f.privacy).toBeFocused();

  await f.privacy.check();
  await expect(f.send).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a real request is sent: the agency thanks the visitor and the form is cleared', async ({ page }) => {
  const form = await openContact(page);
  const f = fields(form);
  await f.name.fill('Giovanna Neri');
  await f.email.fill('giovanna.neri@example.it');
  await f.phone.fill('+39 333 1234567');
  await f.reason.selectOption('Informazioni su un viaggio');
  await f.message.fill('Vorrei sapere se ci sono ancora posti per Vienna in primavera.');
  await f.privacy.check();

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/contact-requests'));
  await f.send.click();
  const response = await answer;

  expect(response.status()).toBe(201);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
    name: 'Giovanna Neri',
    reason: 'Informazioni su un viaggio',
    message: 'Vorrei sapere se ci sono ancora posti per Vienna in primavera.',
    privacyAccepted: true,
  });
  await expect(toast(page, 'Messaggio Inviato')).toContainText('Ti risponderemo il prima possibile. Grazie!');
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveValue('');
  await expect(f.phone).toHaveValue('');
  await expect(f.reason).toHaveValue('');
  await expect(f.message).toHaveValue('');
  await expect(f.privacy).not.toBeChecked();
  await expect(f.send).toHaveText('Invia Messaggio');
  await expect(f.send).toBeDisabled();
});

test("a request the server refuses shows the server's message and keeps what was typed", async ({ page }) => {
  const form = await openContact(page);
  const f = fields(form);
  const tooLong = 'Vorrei sapere tutto. '.repeat(260);
  await f.name.fill('Luca Verdi');
  await f.email.fill('luca.verdi@example.it');
  await f.message.fill(tooLong);
  await f.privacy.check();

  await f.send.click();

  await expectErrorToast(page, 'Il testo è troppo lungo.');
  await expect(f.message).toHaveValue(tooLong);
  await expect(f.name).toHaveValue('Luca Verdi');
  await expect(f.privacy).toBeChecked();
});

test(
  'a link from a trip fills in the message and shows the chosen trip by its title',
  { tag: LAYOUT },
  async ({ page }) => {
    const form = await openContact(page, PRAGUE_QUERY);

    const details = page.getByRole('region', { name: 'Dettagli del viaggio selezionato' });
    await expect(details).toContainText(PRAGUE_TITLE);
    await expect(details).not.toContainText('praga-tour-culturale');
    await expect(details).toContainText('lunedì 10 maggio 2027 (10/05/2027)');
    await expect(details).toContainText('Milano Malpensa');
    await expect(fields(form).message).toHaveValue(PRAGUE_MESSAGE);
    await expectNoAxeViolations(page);
  },
);

test('the advertising contact page works and tags the request as coming from ads', async ({ page }) => {
  // Answered here, not by the server: the real submission is covered above, and the server
  // limits how often one address may write.
  let sentBody: Record<string, unknown> | null = null;
  await page.route('**/api/v1/contact-requests', async (route) => {
    sentBody = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: '0b6f1c1e-2f55-4a8e-8f53-1c2d3e4f5a6b' }),
    });
  });
  const form = await openContact(page, '/ads-special/contact?destination=praga-tour-culturale');
  await expect(page).toHaveTitle('Contatti | ATI Viaggi');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  const f = fields(form);
  await expect(f.message).toHaveValue(`Salve, vorrei informazioni sul viaggio a ${PRAGUE_TITLE}. Grazie.`);

  await f.name.fill('Marta');
  await f.email.fill('marta@example.it');
  await f.privacy.check();
  await f.send.click();

  await expect(toast(page, 'Messaggio Inviato')).toBeVisible();
  // The agency stores the trip by its slug; the visitor only ever reads its title.
  expect(sentBody).toMatchObject({ referralSource: 'ads', destinationId: 'praga-tour-culturale', name: 'Marta' });
  await expectNoAxeViolations(page);
});

test('nothing scrolls sideways at 360px on the contact page', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const form = await openContact(page, PRAGUE_QUERY);
  await fields(form).send.click({ force: true });
  await expect(toast(page, 'Per favore, compila tutti i campi obbligatori.')).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
