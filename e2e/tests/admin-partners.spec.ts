import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { confirmWithPassword, E2E_ADMIN } from '../support/admin.ts';
import { expect, test } from '../support/test.ts';

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: 'Accesso area riservata' });
  await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

/** What the partner API answers to the key: 200 while it works, 401 once revoked. */
async function partnerApiStatus(request: APIRequestContext, key: string): Promise<number> {
  const response = await request.get('/api/partner/v1/trips', { headers: { authorization: `Bearer ${key}` } });
  return response.status();
}

test('an owner adds a partner agency and makes its API key, which is shown once and copied; the key works until the owner revokes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Partners are never deleted: each run adds one of its own.
  const name = `Viaggi Prova ${Date.now()}`;

  await page.goto('/admin');
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Strumenti dell’area riservata' })
    .getByRole('link', { name: 'Partner' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenzie partner' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/partner$/);
  // With its new tool, the top bar still takes one line on a laptop: the area's name, the tools and the account.
  const bar = page.getByRole('banner');
  const lineBoxes = await Promise.all(
    [
      bar.getByText('Area riservata', { exact: true }),
      ...(await bar.getByRole('navigation').getByRole('link').all()),
      bar.getByRole('button', { name: 'Esci' }),
    ].map(async (part) => (await part.boundingBox())!),
  );
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  for (const box of lineBoxes) expect(Math.abs(middle(box) - middle(lineBoxes[0]))).toBeLessThan(box.height / 2);

  const form = page.getByRole('form', { name: 'Nuovo partner' });
  await form.getByLabel(/^Nome dell’agenzia/).fill(name);
  await form.getByLabel(/^E-mail per le prenotazioni/).fill('prenotazioni@viaggiprova.it');
  await form.getByLabel(/^Commissione/).fill('31');
  await form.getByRole('button', { name: 'Aggiungi il partner' }).click();
  await expect(form.getByText(/^Indica la commissione come percentuale da 0 a 30/)).toBeVisible();
  await form.getByLabel(/^Commissione/).fill('12,5');
  await form.getByRole('button', { name: 'Aggiungi il partner' }).click();
  // A partner opens the agency's seats to someone else: the owner types the password again.
  await confirmWithPassword(page);

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('12,5 %')).toBeVisible();
  await expect(page.getByText('Questo partner non ha ancora una chiave: senza non può usare l’API.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nuova chiave' }).click();
  const ask = page.getByRole('dialog', { name: `Nuova chiave API per ${name}` });
  await ask.getByRole('button', { name: 'Crea la chiave' }).click();

  const shown = page.getByRole('dialog', { name: `La nuova chiave di ${name}` });
  await expect(shown.getByText(/Non la mostreremo più/)).toBeVisible();
  const keyField = shown.getByLabel('Chiave API');
  await expect(keyField).toHaveValue(/^ati_live_[0-9a-f-]{36}_[A-Za-z0-9_-]{43}$/);
  const key = await keyField.inputValue();
  // The key up to its secret (which may hold '_' itself): the brand, 'live' and the key's id.
  const prefix = key.slice(0, 'ati_live_'.length + 36);
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Copia la chiave' }).click();
  await expect(shown.getByRole('button', { name: 'Copiata!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole('button', { name: 'Ho copiato la chiave, chiudi' }).click();
  await expect(shown).toBeHidden();

  // Once closed, the page holds the key's start only, in the list of keys.
  const row = page.getByRole('row', { name: new RegExp(`^${prefix} `) });
  await expect(row.getByText('Attiva')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  expect(await partnerApiStatus(request, key)).toBe(200);

  await row.getByRole('button', { name: `Revoca la chiave ${prefix}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revocare questa chiave?' });
  await expect(confirm).toContainText('smette di funzionare subito');
  await confirm.getByRole('button', { name: 'Revoca la chiave' }).click();
  await expect(page.getByText('Chiave revocata: non funziona più.')).toBeVisible();
  await expect(row.getByText(/^Revocata il /)).toBeVisible();
  expect(await partnerApiStatus(request, key)).toBe(401);

  await page.getByRole('link', { name: 'Torna alle agenzie partner' }).click();
  const listed = page.getByRole('row', { name: new RegExp(`^${name} `) });
  await expect(listed.getByText('Nessuna attiva · 1 non più valida')).toBeVisible();
});

/** A partner added through the API by the first owner, as the form above adds one: its id. */
async function addPartner(request: APIRequestContext, name: string): Promise<string> {
  const signedIn = await request.post('/api/v1/auth/login', { data: E2E_ADMIN });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const steppedUp = await request.post('/api/v1/auth/step-up', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { password: E2E_ADMIN.password },
  });
  const stepUp = (await steppedUp.json()) as { accessToken: string };
  const created = await request.post('/api/v1/admin/partners', {
    headers: { authorization: `Bearer ${stepUp.accessToken}` },
    data: { name, email: 'tecnica@viaggiprova.it', commissionPercent: 10 },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('an owner registers the address where a partner is told of its bookings; the signing secret is shown once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Viaggi Webhook ${Date.now()}`;
  const id = await addPartner(request, name);
  // A name that resolves nowhere here: registering checks literal addresses only, and no event
  // is awaited, so nothing is sent to it.
  const url = `https://partner.example.com/hooks/${id}`;

  await page.goto(`/admin/partner/${id}`);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const section = page.getByRole('region', { name: 'Notifiche al partner (webhook)' });
  await expect(
    section.getByText('Nessun indirizzo webhook: il partner non riceve notifiche automatiche.'),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Nuovo webhook' }).click();
  const ask = page.getByRole('dialog', { name: `Nuovo indirizzo webhook per ${name}` });
  // Our own network is refused by the server, on the address's field.
  await ask.getByLabel(/^Indirizzo \(https\)/).fill('https://127.0.0.1/hooks');
  await ask.getByRole('button', { name: 'Registra il webhook' }).click();
  await confirmWithPassword(page);
  await expect(ask.getByText(/^L'indirizzo del webhook punta a una rete privata o locale/)).toBeVisible();

  await ask.getByLabel(/^Indirizzo \(https\)/).fill(url);
  const events = ask.getByRole('group', { name: 'Eventi da inviare' });
  await events.getByRole('checkbox', { name: /^Nuova prenotazione/ }).uncheck();
  await events.getByRole('checkbox', { name: /^Partenza modificata/ }).uncheck();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Registra il webhook' }).click();

  const shown = page.getByRole('dialog', { name: 'Il segreto del webhook' });
  await expect(shown.getByText(/Non lo mostreremo più/)).toBeVisible();
  const secretField = shown.getByLabel('Segreto di firma');
  await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const secret = await secretField.inputValue();
  await shown.getByRole('button', { name: 'Copia il segreto' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'Ho copiato il segreto, chiudi' }).click();
  await expect(shown).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  const row = section.getByRole('row', { name: new RegExp(`^${url.replaceAll('.', '\\.')} `) });
  await expect(row.getByText('Attivo')).toBeVisible();
  await expect(row.getByText('Prenotazione confermata')).toBeVisible();
  await expect(row.getByText('Prenotazione scaduta')).toBeVisible();
  await expect(row.getByText('Prenotazione annullata')).toBeVisible();
  await expect(row.getByText('Nuova prenotazione')).toHaveCount(0);

  await row.getByRole('button', { name: `Mostra le consegne a ${url}` }).click();
  await expect(section.getByText('Nessun evento inviato finora a questo indirizzo.')).toBeVisible();
});
