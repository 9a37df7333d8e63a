import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** An axe scan of the whole page (toasts included) against WCAG 2.1 A and AA. */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(results.violations).toEqual([]);
}
