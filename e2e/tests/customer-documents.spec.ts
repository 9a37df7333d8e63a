import fs from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { receivedMails, type ReceivedMail } from '../support/mail-catcher.ts';
import { bookingLinkAddress, ensureActiveIban } from '../support/online-booking.ts';
import { expect, test } from '../support/test.ts';

// A trip no other browser test books.
const TRIP = 'marocco-casablanca-fes-marrakech';
const PHONE_WIDTH = 360;

test.beforeEach(async ({ page }) => {
  // The cookie banner is another screen's concern.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: new Date().toISOString() }));
  });
});

/** The e-mail to `to` whose subject names `reference`, once the app's worker has sent it. */
async function mailFor(to: string, reference: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find((mail) => mail.to.includes(to) && mail.subject.includes(reference));
        return found?.subject;
      },
      { message: `the e-mail for ${reference} to ${to}`, timeout: 15_000, intervals: [250] },
    )
    .toContain(reference);
  return found!;
}

test('a customer reads the information, books, and finds the booking in the e-mail, on their page and in the PDF', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await ensureActiveIban(request);
  const email = `documenti.${Date.now()}@example.it`;

  await page.goto(await bookingLinkAddress(request, TRIP));
  const first = page.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' });
  await first.getByLabel(/^Nome/).fill('Lucia');
  await first.getByLabel(/^Cognome/).fill('Bianchi');
  await first.getByLabel(/^Data di nascita/).fill('12/04/1958');
  await first.getByLabel(/^Email/).fill(email);
  await first.getByLabel(/^Telefono/).fill('+39 347 1234567');

  // The law's information before the button, written for this traveller; each part opens on request.
  const information = page.getByRole('region', { name: 'Informazioni precontrattuali e modulo informativo standard' });
  await expect(
    information.getByRole('heading', { name: 'Informazioni precontrattuali sul pacchetto turistico' }),
  ).toBeVisible();
  await expect(information.locator('[aria-busy]')).toHaveCount(0);
  const fees = information.locator('details', { hasText: 'Se rinunci al viaggio: le penali' });
  await expect(fees.locator('dl')).toBeHidden();
  await fees.locator('summary').click();
  await expect(fees.locator('dt').first()).toContainText('prima della partenza');
  await expect(fees.locator('dd').first()).toContainText('%');
  await expect(information.locator('summary', { hasText: 'Protezione in caso di insolvenza' })).toBeVisible();

  // Not without saying it was read.
  const book = page.getByRole('button', { name: 'Prenota e vai al pagamento' });
  await book.click();
  const box = information.getByRole('checkbox', {
    name: /Ho letto le informazioni precontrattuali e il modulo informativo standard/,
  });
  await expect(box).toBeFocused();
  await expect(information.getByRole('alert')).toHaveText(
    'Per prenotare conferma di aver letto le informazioni precontrattuali e il modulo informativo standard.',
  );
  await expectNoAxeViolations(page);
  await box.check();
  await book.click();

  await expect(page).toHaveURL(/\/payment-custom\/[0-9a-f-]{36}$/);
  const transfer = page.getByRole('region', { name: 'Dati per il bonifico' });
  const reference = (await transfer.getByText(/^Ricevuta \d{4,}$/).textContent())!;

  // The e-mail, sent through SMTP by the app's worker, with the information's PDF and the QR code.
  const mail = await mailFor(email, reference);
  expect(mail.subject).toContain(`Prenotazione ricevuta – ${reference}`);
  const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
  expect(pdf, 'the information PDF attached').toBeDefined();
  const pageToken = /\/la-mia-prenotazione\/([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1];
  expect(pageToken, 'the link to the customer’s page in the e-mail').toBeDefined();

  await page.goto(`/la-mia-prenotazione/${pageToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`La tua prenotazione – ${reference}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Stato: In attesa del bonifico' })).toBeVisible();
  const pageTransfer = page.getByRole('region', { name: 'Dati per il bonifico' });
  await expect(pageTransfer).toContainText(reference);
  await expect(pageTransfer).toContainText(/IT\d{2}( [A-Z0-9]{4})+/);
  await expectNoAxeViolations(page);

  // The PDF the page offers is the one the e-mail carried, byte for byte.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Informazioni precontrattuali sul pacchetto turistico (PDF)' }).click(),
  ]);
  const downloaded = fs.readFileSync(await download.path());
  expect(downloaded.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(downloaded.equals(Buffer.from(pdf!.base64, 'base64'))).toBe(true);

  // The e-mail as a phone shows it: the QR code inline, nothing sideways, text 16 px or more.
  let html = mail.html;
  for (const attachment of mail.attachments) {
    if (attachment.cid) {
      html = html.replaceAll(`cid:${attachment.cid}`, `data:${attachment.contentType};base64,${attachment.base64}`);
    }
  }
  expect(html).toContain('data:image/png;base64,');
  const phone = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 800 }, deviceScaleFactor: 2 });
  try {
    const mailPage = await phone.newPage();
    await mailPage.setContent(html, { waitUntil: 'load' });
    expect(await mailPage.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    const smallText = await mailPage.evaluate(() => {
      const small: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim();
        if (!text || !element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (size < 16) small.push(`${size}px: ${text.slice(0, 60)}`);
      }
      return small;
    });
    expect(smallText).toEqual([]);
    const qr = mailPage.locator('img[src^="data:image/png"]');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const screenshot = path.resolve(testInfo.project.testDir, '../.tmp/customer-documents/booking-received-360.png');
    fs.mkdirSync(path.dirname(screenshot), { recursive: true });
    await mailPage.screenshot({ path: screenshot, fullPage: true });
    await testInfo.attach(`booking-received e-mail at ${PHONE_WIDTH} px`, {
      path: screenshot,
      contentType: 'image/png',
    });
  } finally {
    await phone.close();
  }
});
