import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { heroTones } from '../hero-themes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('hero tints', () => {
  it.each(Object.entries(heroTones))('%s keeps the hero text at 7:1 or more', (_name, tone) => {
    for (const background of [tone.base, tone.deep]) {
      expect(contrast(theme.colors.textOnDark, background)).toBeGreaterThanOrEqual(7);
      expect(contrast(theme.colors.textOnDarkMuted, background)).toBeGreaterThanOrEqual(7);
    }
  });

  it('gives the dates button on the hero 7:1 as well', () => {
    expect(contrast(theme.colors.text, theme.colors.accentOnDark)).toBeGreaterThanOrEqual(7);
  });
});
