import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tier: the system Chromium (no browser download) against the app built and served
 * as `npm start` serves it; global-setup.ts starts it and passes its address in E2E_BASE_URL.
 *
 * Which project runs a test is said by its tag (support/test.ts names them):
 * - no tag: what the page does, the same at any size: desktop only;
 * - `@layout` (LAYOUT): what depends on the layout (menus that differ, tap targets, an
 *   accessibility scan of what is shown, hydration with the phone's media queries): both;
 * - `@phone` (PHONE_ONLY): a narrow screen's layout: the phone only, which is the real case.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: './.tmp/test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace of every test, to keep only the failures', costs about 40 % of the
    // tier's time; a failure still leaves a screenshot, and `--trace retain-on-failure` on the
    // command line records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone\b/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      grep: /@layout\b|@phone\b/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
