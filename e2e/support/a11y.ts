import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe scan against WCAG 2.1 A and AA (of the whole page, toasts included, or of the parts
 * named). Repeated for a few seconds: a notification fading in has, for a moment, the
 * colours of its animation, which no reader is asked to read.
 */
export async function expectNoAxeViolations(page: Page, { include = [] }: { include?: string[] } = {}): Promise<void> {
  await expect(async () => {
    const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    for (const selector of include) builder.include(selector);
    const results = await builder.analyze();
    expect(results.violations).toEqual([]);
  }).toPass({ timeout: 10_000 });
}
