/**
 * While the web fonts load, text is drawn in a font already on the device, resized to the web
 * font's width and given its ascent and descent, so that nothing moves when the web font
 * arrives (a layout shift readers notice, and Lighthouse counts).
 *
 * Figures: the web fonts' own metrics (Source Sans 3: ascent 1.024 em, descent 0.4 em; Lora:
 * 1.006 and 0.274) and, for each weight the site uses, the width of a line of Italian text in
 * the web font against Arial or Times New Roman, measured in Chromium. Liberation Sans and
 * Liberation Serif have the same metrics as Arial and Times New Roman, so they serve where
 * those are missing (Linux). A device with none of them skips these faces.
 */
interface FallbackFace {
  family: string;
  weight: number;
  locals: string[];
  /** Web font width / local font width, for the same text. */
  sizeAdjust: number;
  ascent: number;
  descent: number;
}

const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'];
const TIMES_BOLD = ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'];

/** The site's web fonts (loaded by web-fonts.ts) and their stand-ins' names. */
export const BODY_FONT = 'Source Sans 3';
export const HEADING_FONT = 'Lora';
export const BODY_FALLBACK = `${BODY_FONT} fallback`;
export const HEADING_FALLBACK = `${HEADING_FONT} fallback`;

const SOURCE_SANS = { family: BODY_FALLBACK, ascent: 1.024, descent: 0.4 };
const LORA = { family: HEADING_FALLBACK, ascent: 1.006, descent: 0.274 };

const faces: FallbackFace[] = [
  { ...SOURCE_SANS, weight: 400, locals: ARIAL, sizeAdjust: 0.9191 },
  { ...SOURCE_SANS, weight: 600, locals: ARIAL_BOLD, sizeAdjust: 0.8866 },
  { ...SOURCE_SANS, weight: 700, locals: ARIAL_BOLD, sizeAdjust: 0.9114 },
  { ...LORA, weight: 600, locals: TIMES_BOLD, sizeAdjust: 1.0733 },
  { ...LORA, weight: 700, locals: TIMES_BOLD, sizeAdjust: 1.0839 },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The @font-face rules of the fallback faces (the overrides apply before size-adjust scales them). */
export const fallbackFontFaces = faces
  .map(
    (face) => `@font-face {
  font-family: '${face.family}';
  font-weight: ${face.weight};
  src: ${face.locals.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(face.sizeAdjust)};
  ascent-override: ${percent(face.ascent / face.sizeAdjust)};
  descent-override: ${percent(face.descent / face.sizeAdjust)};
  line-gap-override: 0%;
}`,
  )
  .join('\n');
