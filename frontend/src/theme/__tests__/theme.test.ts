import { describe, expect, it } from 'vitest';
import { theme } from '../theme';

/** WCAG 2 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const { colors } = theme;

describe('theme colours', () => {
  it.each([
    ['body text on white', colors.text, colors.surface],
    ['muted text on white', colors.textMuted, colors.surface],
    ['body text on the warm surface', colors.text, colors.surfaceWarm],
    ['muted text on the warm surface', colors.textMuted, colors.surfaceWarm],
    ['links on white', colors.brand, colors.surface],
    ['white text on the deep blue', colors.textOnDark, colors.brandDeep],
    ['muted light text on the deep blue', colors.textOnDarkMuted, colors.brandDeep],
    ['amber highlights on the deep blue', colors.accentOnDark, colors.brandDeep],
  ])('%s reaches 7:1', (_label, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(7);
  });

  it.each([
    ['primary button text', colors.textOnDark, colors.accent],
    ['primary button text on hover', colors.textOnDark, colors.accentHover],
    ['terracotta text on white', colors.accent, colors.surface],
    ['disabled button text', colors.text, colors.placeholder],
  ])('%s reaches WCAG AA (4.5:1)', (_label, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['control borders on white', colors.borderStrong, colors.surface],
    ['focus ring on white', colors.focusRing, colors.surface],
    ['focus halo on the deep blue', colors.focusHalo, colors.brandDeep],
  ])('%s reach 3:1 for non-text contrast', (_label, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
