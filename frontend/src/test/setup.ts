import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { defaultLanguage, i18n, languageCookieName } from '../i18n/i18n';
import { loadLanguage } from '../i18n/load-language';

// Whole-app tests load route pages lazily, transformed on first use: on a busy 2-core machine
// that has taken more than 5 s. Passing tests do not wait for it; it only bounds a failure.
configure({ asyncUtilTimeout: 10_000 });

// The server render's tests run without a browser (no window, no document).
const inBrowser = typeof window !== 'undefined';

// Tests switch languages at will: every language's strings are there from the start.
beforeAll(() => loadLanguage('en'));

beforeEach(() => {
  if (!inBrowser) return;
  // jsdom does not scroll; the layout scrolls to the top after every navigation.
  window.scrollTo = () => {};
  window.scrollY = 0;
});

afterEach(async () => {
  cleanup();
  // sonner keeps toasts in a module-level store that would replay them into the next test.
  toast.dismiss();
  i18n.changeLanguage(defaultLanguage);
  if (!inBrowser) return;
  localStorage.clear();
  document.cookie = `${languageCookieName}=; Path=/; Max-Age=0`;
});
