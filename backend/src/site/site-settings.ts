/**
 * The agency's own facts, in one place: the footer, the contact page, the SEO tags and the
 * structured data all read them from GET /api/v1/site.
 */
export interface LocalisedText {
  it: string;
  en: string;
}

export interface OpeningHours {
  /** ISO weekdays, 1 = Monday ... 7 = Sunday; a day in no entry is closed. */
  days: number[];
  opens: string;
  closes: string;
}

export interface ReviewItem {
  id: string;
  reviewer: string;
  destination: string;
  text: string;
  rating: number;
  /** An image the agency uploads (a screenshot of the review), when there is one. */
  imageUrl: string | null;
  alt: string;
}

export interface StaffMember {
  name: string;
  role: LocalisedText;
  bio: LocalisedText;
  city: string;
  imageUrl: string;
}

export interface SiteSettings {
  brand: string;
  legalName: string;
  vatNumber: string;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; city: string; province: string; country: string };
  openingHours: OpeningHours[];
  social: { facebook: string; instagram: string; youtube: string; twitter: string };
  reviewsUrl: string;
  claims: { travellers: number; rating: number; reviewCount: number };
  seo: { description: LocalisedText; keywords: string[] };
  reviews: ReviewItem[];
  staff: StaffMember[];
}
