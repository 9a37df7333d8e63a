import type { HeroTheme } from '../../api';
import { theme } from '../../theme/theme';

export interface HeroTone {
  /** Behind the hero's text: white reaches at least 10:1 and the light muted text 7.5:1. */
  base: string;
  /** The darker end of the hero's gradient. */
  deep: string;
}

/**
 * The five tints a trip may choose for its hero. Each is a dark, desaturated shade of its
 * colour, so that the interface's light text keeps 7:1 whatever the trip; the contrast is
 * checked in `__tests__/hero-themes.test.ts`. They belong to this page only, which is why they
 * are not theme tokens; blue is the site's own deep blue.
 */
export const heroTones: Record<HeroTheme, HeroTone> = {
  blue: { base: theme.colors.brandDeep, deep: '#082C45' },
  amber: { base: '#5C3A0E', deep: '#45290A' },
  red: { base: '#6E1F24', deep: '#521519' },
  green: { base: '#1D4A36', deep: '#143527' },
  purple: { base: '#3E2A5E', deep: '#2C1D45' },
};
