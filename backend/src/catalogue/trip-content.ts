/**
 * The published content of a trip, stored as JSON beside its facts (one document per
 * language). The shapes are shared with the seed files.
 */
export type TripCategory = 'culturale' | 'naturalistico' | 'avventura' | 'safari';
export const TRIP_CATEGORIES: readonly TripCategory[] = ['culturale', 'naturalistico', 'avventura', 'safari'];

export type HeroTheme = 'blue' | 'amber' | 'red' | 'green' | 'purple';
export const HERO_THEMES: readonly HeroTheme[] = ['blue', 'amber', 'red', 'green', 'purple'];

export type DepositPolicy =
  /** A percentage of the total, e.g. 40. */
  | { kind: 'percent'; value: number }
  /** A fixed amount per traveller, in cents. */
  | { kind: 'fixedPerPerson'; value: number };

export interface ItineraryBlock {
  title: string;
  description: string;
}

export interface ItineraryDay {
  day: number;
  title: string;
  subtitle: string;
  /** The 'Mattina' panel. */
  morning: ItineraryBlock;
  /** The 'Pomeriggio/Sera' panel. */
  afternoon: ItineraryBlock;
}

export type InfoSectionId = 'included' | 'excluded' | 'packing' | 'documents' | 'hotel';

export interface InfoSection {
  id: InfoSectionId;
  title: string;
  /** An item 'Heading|Text' is shown as a heading with its text. */
  items: string[];
}

export interface Faq {
  id: string;
  question: string;
  /** Paragraphs, or table rows written 'Label|Value'. */
  answer: string[];
}

export interface Hotel {
  name: string;
  stars: number;
  description: string;
}

/** 'Il viaggio in breve': short facts shown as label and value. */
export interface TripFact {
  label: string;
  value: string;
}

/** Everything of a trip that is written in a language. */
export interface TripContent {
  title: string;
  subtitle: string;
  description: string[];
  highlights: string[];
  facts: TripFact[];
  flights: string;
  itinerary: ItineraryDay[];
  infoSections: InfoSection[];
  faqs: Faq[];
  hotels: Hotel[];
  imageAlt: string;
}

/** English where provided; what is missing falls back to Italian. */
export type TripTranslation = Partial<TripContent>;

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function localise(italian: TripContent, english: TripTranslation | null, language: Language): TripContent {
  if (language === 'it' || !english) return italian;
  const merged = { ...italian };
  for (const key of Object.keys(english) as (keyof TripContent)[]) {
    const value = english[key];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0))
      (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}
