import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations, WCAG_TAGS } from '../support/a11y.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { expect, LAYOUT, test } from '../support/test.ts';

interface StoredSettings {
  version: string;
  settings: { phone: string } & Record<string, unknown>;
}

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: 'Accesso area riservata' });
  await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function storedSettings(request: APIRequestContext, token: string): Promise<StoredSettings> {
  const response = await request.get('/api/v1/admin/site-settings', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredSettings;
}

/** The page scanned once, with time: the settings form is long, more than the shared helper's patience on a busy machine. */
async function expectPageAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations).toEqual([]);
}

test(`staff change the phone number and the site shows the new one at once ${LAYOUT}`, async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // Other browser tests read the seeded phone: it is put back whatever happens here.
  const token = await adminToken(request);
  const original = await storedSettings(request, token);
  const newPhone = testInfo.project.name === 'phone' ? '+39 0583 246802' : '+39 0583 135791';
  const telLink = `tel:${newPhone.replace(/[^\d+]/g, '')}`;

  try {
    await page.goto('/admin/impostazioni');
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni del sito' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Impostazioni del sito' });
    const phone = form.getByRole('textbox', { name: /^Telefono/ });
    await expect(phone).toHaveValue(original.settings.phone);
    // Nothing scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await expectPageAxeClean(page);

    await phone.fill('0583 111');
    await form.getByRole('button', { name: 'Salva le impostazioni' }).click();
    await expect(phone).toHaveAccessibleDescription(
      /Indica il telefono con il prefisso internazionale, per esempio \+39 0583 123456\./,
    );
    await expect(phone).toBeFocused();

    await phone.fill(newPhone);
    await form.getByRole('button', { name: 'Salva le impostazioni' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Impostazioni salvate' })).toBeVisible();
    await expectNoAxeViolations(page, { include: ['[data-sonner-toaster]'] });

    await page.goto('/contact');
    const info = page.getByRole('region', { name: 'I nostri recapiti' });
    await expect(info.getByRole('link', { name: newPhone })).toHaveAttribute('href', telLink);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: newPhone })).toHaveAttribute('href', telLink);
    await expect(footer).not.toContainText(original.settings.phone);
  } finally {
    const now = await storedSettings(request, token);
    if (now.settings.phone !== original.settings.phone) {
      const restored = await request.put('/api/v1/admin/site-settings', {
        headers: { authorization: `Bearer ${token}` },
        data: { version: now.version, settings: original.settings },
      });
      expect(restored.status()).toBe(200);
    }
  }
});
