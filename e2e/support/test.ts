import { expect, test as base, type Page } from '@playwright/test';

/**
 * Pages arrive rendered by the server and become interactive when React takes them over
 * (<html data-app-ready>). A visitor who taps before then is ignored; the tests wait, after
 * every full page load, like a visitor who reads first.
 */
async function untilReady(page: Page): Promise<void> {
  // Pages of the site only: the API documentation, for one, is not the app.
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilReady(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
