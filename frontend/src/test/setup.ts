import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { defaultLanguage, i18n } from '../i18n/i18n';

beforeEach(() => {
  // jsdom does not scroll; the layout scrolls to the top after every navigation.
  window.scrollTo = () => {};
  window.scrollY = 0;
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage(defaultLanguage);
  localStorage.clear();
});
