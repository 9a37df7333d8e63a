import loraLatin600 from '@fontsource/lora/files/lora-latin-600-normal.woff2?url';
import loraLatin700 from '@fontsource/lora/files/lora-latin-700-normal.woff2?url';
import loraLatinExt600 from '@fontsource/lora/files/lora-latin-ext-600-normal.woff2?url';
import loraLatinExt700 from '@fontsource/lora/files/lora-latin-ext-700-normal.woff2?url';
import sansLatin400Italic from '@fontsource/source-sans-3/files/source-sans-3-latin-400-italic.woff2?url';
import sansLatin400 from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url';
import sansLatin600 from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2?url';
import sansLatin700 from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url';
import sansLatinExt400Italic from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-italic.woff2?url';
import sansLatinExt400 from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff2?url';
import sansLatinExt600 from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-600-normal.woff2?url';
import sansLatinExt700 from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff2?url';
import { BODY_FONT, HEADING_FONT } from './font-fallbacks';

/**
 * The site's web fonts (self-hosted from @fontsource), given to the browser through the
 * FontFace API rather than @font-face rules. Every rule a stylesheet adds, and every font
 * file that arrives, makes the browser lay the whole page out again; here the files the page
 * needs are fetched first and handed over together, so the page is laid out again once.
 * Until then the metric-matched stand-ins of font-fallbacks.ts show, so nothing moves.
 */

// The Latin subsets' ranges as Google Fonts cuts them; Italian and English need no others.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF';
/** Letters of the extended subset in the page's text: 'Hradčany' needs it, most pages do not. */
const EXTENDED_LETTERS = /[\u0100-\u02ba\u1e00-\u1e9f]/;

interface WebFont {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  latin: string;
  latinExt: string;
}

const WEB_FONTS: WebFont[] = [
  { family: BODY_FONT, weight: 400, style: 'normal', latin: sansLatin400, latinExt: sansLatinExt400 },
  { family: BODY_FONT, weight: 400, style: 'italic', latin: sansLatin400Italic, latinExt: sansLatinExt400Italic },
  { family: BODY_FONT, weight: 600, style: 'normal', latin: sansLatin600, latinExt: sansLatinExt600 },
  { family: BODY_FONT, weight: 700, style: 'normal', latin: sansLatin700, latinExt: sansLatinExt700 },
  { family: HEADING_FONT, weight: 600, style: 'normal', latin: loraLatin600, latinExt: loraLatinExt600 },
  { family: HEADING_FONT, weight: 700, style: 'normal', latin: loraLatin700, latinExt: loraLatinExt700 },
];

/**
 * Fetches the faces the page shows (the Latin ones of the upright styles, the extended ones
 * when its text has such letters), then adds them all at once. The others are added as they
 * are: the browser fetches one when a later page needs it.
 */
export async function loadWebFonts(): Promise<void> {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return;
  // The page itself, not the body: the body also holds the page's data, every trip's name included.
  const extended = EXTENDED_LETTERS.test(document.getElementById('root')?.textContent ?? '');
  const faces = WEB_FONTS.flatMap((font) =>
    [
      { url: font.latin, unicodeRange: LATIN, neededNow: font.style === 'normal' },
      { url: font.latinExt, unicodeRange: LATIN_EXT, neededNow: font.style === 'normal' && extended },
    ].map(({ url, unicodeRange, neededNow }) => ({
      neededNow,
      face: new FontFace(font.family, `url(${url}) format('woff2')`, {
        weight: String(font.weight),
        style: font.style,
        unicodeRange,
        display: 'swap',
      }),
    })),
  );
  // A file that fails is left out; its text keeps the stand-in.
  await Promise.allSettled(faces.filter((entry) => entry.neededNow).map((entry) => entry.face.load()));
  for (const { face } of faces) document.fonts.add(face);
}
