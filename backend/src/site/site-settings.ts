/**
 * The agency's own facts, in one place: the footer, the contact page, the SEO tags and the
 * structured data all read them from GET /api/v1/site, and the documents sent to customers
 * name the agency's legal details from here.
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

/**
 * What package-travel law (Codice del Turismo) has the operator's documents name: the
 * information form and the booking confirmation sent to customers state them as written here.
 */
export interface LegalDetails {
  /** The licence to organise trips, as issued: 'Autorizzazione n. 1234/2019 della Provincia di Lucca'. */
  licence: string;
  /** Who refunds the customers and brings them home if the agency becomes insolvent. */
  insolvencyProtector: {
    name: string;
    /** A geographic address (street, town): the law asks for one, not a post-office box. */
    address: string;
    phone: string;
    email: string;
    /** The policy or certificate the customers quote when they turn to the protector. */
    policyNumber: string;
  };
  /** The professional liability insurance. */
  liabilityInsurance: { insurer: string; policyNumber: string };
  /** A phone answered while a trip is under way, for travellers in difficulty. */
  emergencyPhone: string;
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
  legal: LegalDetails;
}
