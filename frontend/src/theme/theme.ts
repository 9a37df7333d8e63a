import { BODY_FALLBACK, BODY_FONT, HEADING_FALLBACK, HEADING_FONT } from './font-fallbacks';
/**
 * Design tokens for readers over 45: large type, strong contrast, big targets.
 * Contrast ratios are checked in `__tests__/theme.test.ts`.
 */
const colors = {
  /** Deep Mediterranean blue: header on scroll, hero, footer. */
  brandDeep: '#0B3C5D',
  /** Structure on white: headings, links, outlines (8.9:1 on white). */
  brand: '#0E4D7A',
  /** Terracotta for the primary action; white text on it reaches 6.2:1. */
  accent: '#A4421A',
  accentHover: '#8A3714',
  /** Amber for highlights on the deep blue (7.4:1). */
  accentOnDark: '#F6C97A',
  text: '#1B2631',
  /** Secondary text still above 7:1 on white and on the warm surface. */
  textMuted: '#3D4752',
  textOnDark: '#FFFFFF',
  textOnDarkMuted: '#D9E4EE',
  surface: '#FFFFFF',
  surfaceWarm: '#FBF7F1',
  /** Decorative dividers only; anything that identifies a control uses borderStrong. */
  border: '#C9D2DB',
  borderStrong: '#6B7785',
  placeholder: '#D5DBE1',
  focusRing: '#0A2540',
  focusHalo: '#FFFFFF',
} as const;

/** Each web font is followed by its metric-matched local stand-in (font-fallbacks.ts). */
const fonts = {
  body: `'${BODY_FONT}', '${BODY_FALLBACK}', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  heading: `'${HEADING_FONT}', '${HEADING_FALLBACK}', Georgia, 'Times New Roman', serif`,
} as const;

/** rem, so that a reader's own browser font size still scales everything. */
const fontSizes = {
  small: '1rem',
  body: '1.125rem',
  bodyWide: '1.25rem',
  lead: '1.375rem',
  h4: '1.375rem',
  h3: '1.625rem',
  h2: '2rem',
  h1: '2.375rem',
  h1Wide: '3rem',
  display: '3.5rem',
} as const;

const fontWeights = {
  regular: 400,
  semibold: 600,
  bold: 700,
} as const;

const lineHeights = {
  body: 1.6,
  heading: 1.25,
  tight: 1.1,
} as const;

const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;

const radii = {
  sm: '4px',
  md: '8px',
  lg: '16px',
  pill: '999px',
} as const;

/** In em so that media queries follow the reader's zoom and font size. */
const breakpoints = {
  sm: '30em',
  md: '48em',
  lg: '64em',
  xl: '80em',
} as const;

const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const layout = {
  /** Keeps body text around 70 characters per line. */
  readingWidth: '42rem',
  contentWidth: '72rem',
  minTarget: '48px',
  topBarHeight: '5.5rem',
  topBarHeightCompact: '4.5rem',
} as const;

const shadows = {
  bar: '0 2px 12px rgba(11, 60, 93, 0.15)',
  menu: '0 12px 24px rgba(11, 60, 93, 0.18)',
} as const;

const transitions = {
  base: '200ms ease-out',
} as const;

const zIndices = {
  topBar: 100,
  skipLink: 200,
} as const;

export const theme = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  breakpoints,
  media,
  layout,
  shadows,
  transitions,
  zIndices,
} as const;

export type AppTheme = typeof theme;
