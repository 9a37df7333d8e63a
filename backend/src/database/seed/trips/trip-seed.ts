import type {
  DepositPolicy,
  Faq,
  HeroTheme,
  Hotel,
  InfoSection,
  ItineraryDay,
  TripCategory,
  TripFact,
} from '../../../catalogue/trip-content.js';
import type { CancellationTable } from './standard-content.js';

/**
 * A trip as the agency publishes it. One file per trip beside this one; the seed loads them
 * into an empty database. Money is in integer euro cents.
 */
export interface TripSeed {
  slug: string;
  /** Other paths that lead to this trip: /travel/{alias}. */
  aliases: string[];
  title: string;
  subtitle: string;
  country: string;
  category: TripCategory;
  durationDays: number;
  priceCents: number;
  singleSupplementCents: number | null;
  depositPolicy: DepositPolicy;
  /** Which penalty table applies; the payment and cancellation answers are written from these two. */
  cancellationTable: CancellationTable;
  maxGroupSize: number;
  /** Confirmed travellers a departure needs to be guaranteed; the booking policy's default when left out. */
  minGroupSize?: number;
  heroTheme: HeroTheme;
  /** Paragraphs. */
  description: string[];
  highlights: string[];
  /** 'Il viaggio in breve'. */
  facts: TripFact[];
  /** How the group flies: airports, airline class, stops. */
  flights: string;
  itinerary: ItineraryDay[];
  infoSections: InfoSection[];
  /** The trip's own questions; payment and cancellation come first, from standard-content.ts. */
  faqs: Faq[];
  hotels: Hotel[];
  /** File name under frontend/public/images/trips/ and its alt text. */
  image: { file: string; alt: string };
  /** English where provided; the rest falls back to Italian. */
  en?: {
    title?: string;
    subtitle?: string;
    /** Paragraphs, or one text with paragraphs separated by a blank line. */
    description?: string | string[];
    highlights?: string[];
    imageAlt?: string;
  };
}
