import { expect, test as base, type Page } from '@playwright/test';

/**
 * Tags saying which projects run a test (playwright.config.ts); untagged tests run on the
 * desktop only. LAYOUT: the test checks something the phone's layout may change (a menu, a
 * tap target, an accessibility scan, hydration); it runs on both. PHONE_ONLY: the test
 * checks a narrow screen; the phone project is where that is real.
 */
export const LAYOUT = '@layout';
export const PHONE_ONLY = '@phone';

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

let visitorsInThisWorker = 0;

/**
 * Every test is a visitor of its own to the server: the shared app trusts the forwarded
 * address (as behind nginx), so per-client limits such as the contact form's count each test
 * apart, whatever else runs before or beside it.
 */
function visitorAddress(workerIndex: number): string {
  visitorsInThisWorker += 1;
  const n = visitorsInThisWorker;
  return `10.${workerIndex % 256}.${(n >> 8) % 256}.${n % 256}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo.workerIndex) });
  },
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
