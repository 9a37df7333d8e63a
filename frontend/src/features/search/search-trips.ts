import type { TripSummaryDto } from '../../api';

/** Below this many characters a query matches too much to be useful. */
export const MIN_QUERY_LENGTH = 2;

/** Letters that Unicode does not decompose into a base letter plus an accent. */
const LETTER_SPELLINGS: Record<string, string> = {
  þ: 'th',
  ð: 'd',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ł: 'l',
};

/** Words that say nothing about a destination ('Tokyo & Kyoto', 'Siviglia e Granada'). */
const IGNORED_WORDS = new Set([
  'e',
  'ed',
  'di',
  'da',
  'del',
  'della',
  'a',
  'al',
  'in',
  'il',
  'la',
  'le',
  'lo',
  'gli',
  'and',
  'the',
  'of',
  'to',
]);

/** Lower case, without accents: 'Córdoba' and 'cordoba', 'Þingvellir' and 'thingvellir' compare equal. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[þðæœøßł]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter);
}

function wordsOf(query: string): string[] {
  const words = normaliseText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => word.length > 1 && !IGNORED_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** Whether the query is long enough to run a search. */
export function isSearchable(query: string): boolean {
  return normaliseText(query).replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_QUERY_LENGTH;
}

/**
 * The trips whose title, subtitle, country or highlights contain every word of the query,
 * accents and case ignored; words may be the start of a longer one ('giap' finds Giappone).
 * Trips named after the place (title or country) come before those that only pass through it.
 */
export function searchTrips(trips: readonly TripSummaryDto[], query: string): TripSummaryDto[] {
  if (!isSearchable(query)) return [];
  const words = wordsOf(query);

  return trips
    .map((trip, index) => {
      const name = normaliseText(`${trip.title} ${trip.country}`);
      const everything = `${name} ${normaliseText([trip.subtitle, ...trip.highlights].join(' '))}`;
      if (!words.every((word) => everything.includes(word))) return null;
      const namedMatches = words.filter((word) => name.includes(word)).length;
      return { trip, index, namedMatches };
    })
    .filter((match): match is { trip: TripSummaryDto; index: number; namedMatches: number } => match !== null)
    .sort((a, b) => b.namedMatches - a.namedMatches || a.index - b.index)
    .map((match) => match.trip);
}
