import type { AddressDto, LegalDetailsDto, SiteSettingsContentDto } from '../../../api';

/**
 * The site settings as the form holds them: every value as typed (numbers too, so that
 * '4,9' can be read the Italian way), weekdays as the checkboxes' values, the keywords one
 * per line. Paths match the API's, so that a refusal of `settings.reviews.2.text` lands on
 * the field `reviews.2.text`; a review's own id is `reviewId`, as `id` is the form library's.
 */
export interface HoursValues {
  days: string[];
  opens: string;
  closes: string;
}

export interface ReviewValues {
  reviewId: string;
  reviewer: string;
  destination: string;
  text: string;
  rating: string;
  imageUrl: string;
  alt: string;
}

export interface MemberValues {
  name: string;
  role: { it: string; en: string };
  bio: { it: string; en: string };
  city: string;
  imageUrl: string;
}

export interface SiteSettingsValues {
  brand: string;
  legalName: string;
  vatNumber: string;
  phone: string;
  email: string;
  address: AddressDto;
  openingHours: HoursValues[];
  social: { facebook: string; instagram: string; youtube: string; twitter: string };
  reviewsUrl: string;
  claims: { travellers: string; rating: string; reviewCount: string };
  seo: { description: { it: string; en: string }; keywords: string };
  reviews: ReviewValues[];
  staff: MemberValues[];
  legal: LegalDetailsDto;
}

/** A decimal written the Italian way ('4,9') or the English one ('4.9'). */
function decimalText(value: number): string {
  return String(value).replace('.', ',');
}

export function toFormValues(settings: SiteSettingsContentDto): SiteSettingsValues {
  return {
    brand: settings.brand,
    legalName: settings.legalName,
    vatNumber: settings.vatNumber,
    phone: settings.phone,
    email: settings.email,
    address: { ...settings.address },
    openingHours: settings.openingHours.map(({ days, opens, closes }) => ({
      days: days.map(String),
      opens,
      closes,
    })),
    social: { ...settings.social },
    reviewsUrl: settings.reviewsUrl,
    claims: {
      travellers: String(settings.claims.travellers),
      rating: decimalText(settings.claims.rating),
      reviewCount: String(settings.claims.reviewCount),
    },
    seo: { description: { ...settings.seo.description }, keywords: settings.seo.keywords.join('\n') },
    reviews: settings.reviews.map(({ id, rating, imageUrl, ...review }) => ({
      ...review,
      reviewId: id,
      rating: String(rating),
      imageUrl: imageUrl ?? '',
    })),
    staff: settings.staff.map((member) => ({
      ...member,
      role: { ...member.role },
      bio: { ...member.bio },
    })),
    legal: copyLegal(settings.legal),
  };
}

function copyLegal(legal: LegalDetailsDto): LegalDetailsDto {
  return {
    ...legal,
    insolvencyProtector: { ...legal.insolvencyProtector },
    liabilityInsurance: { ...legal.liabilityInsurance },
  };
}

export const INTEGER_PATTERN = /^\d{1,9}$/;
export const RATING_PATTERN = /^\d(?:[.,]\d)?$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's values as the API takes them; run after the form's own checks have passed. */
export function toSettings(values: SiteSettingsValues): SiteSettingsContentDto {
  return {
    brand: values.brand,
    legalName: values.legalName,
    vatNumber: values.vatNumber,
    phone: values.phone,
    email: values.email,
    address: { ...values.address },
    openingHours: values.openingHours.map(({ days, opens, closes }) => ({
      days: days.map(Number).sort((a, b) => a - b),
      opens: opens.trim(),
      closes: closes.trim(),
    })),
    social: { ...values.social },
    reviewsUrl: values.reviewsUrl,
    claims: {
      travellers: Number(values.claims.travellers.trim()),
      rating: Number(values.claims.rating.trim().replace(',', '.')),
      reviewCount: Number(values.claims.reviewCount.trim()),
    },
    seo: {
      description: { ...values.seo.description },
      keywords: values.seo.keywords
        .split('\n')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    },
    reviews: values.reviews.map(({ reviewId, rating, imageUrl, ...review }) => ({
      ...review,
      id: reviewId,
      rating: Number(rating),
      imageUrl: imageUrl.trim() === '' ? null : imageUrl.trim(),
    })),
    staff: values.staff.map((member) => ({ ...member, role: { ...member.role }, bio: { ...member.bio } })),
    legal: copyLegal(values.legal),
  };
}

/** An id no other review in the list has: 'r1', 'r2', ... */
export function newReviewId(reviews: ReadonlyArray<{ reviewId: string }>): string {
  const taken = new Set(reviews.map((review) => review.reviewId));
  let number = reviews.length + 1;
  while (taken.has(`r${number}`)) number += 1;
  return `r${number}`;
}

export const EMPTY_HOURS: HoursValues = { days: [], opens: '09:00', closes: '18:00' };

export const EMPTY_MEMBER: MemberValues = {
  name: '',
  role: { it: '', en: '' },
  bio: { it: '', en: '' },
  city: 'Lucca',
  imageUrl: '',
};

export function emptyReview(reviewId: string): ReviewValues {
  return { reviewId, reviewer: '', destination: '', text: '', rating: '5', imageUrl: '', alt: '' };
}

/** The lists whose refusals (too many, an id twice) concern the list rather than one field. */
export const LISTS = ['openingHours', 'reviews', 'staff'] as const;
export type ListName = (typeof LISTS)[number];

/**
 * Where a refusal of the API goes: `settings.reviews.2.text` -> the field `reviews.2.text`;
 * `settings.reviews` -> the list; anything else (the version, an unknown field) -> the form.
 */
export function placeOfRefusal(
  apiPath: string,
): { kind: 'field'; name: string } | { kind: 'list'; list: ListName } | { kind: 'form' } {
  if (!apiPath.startsWith('settings.')) return { kind: 'form' };
  const path = apiPath.slice('settings.'.length);
  if ((LISTS as readonly string[]).includes(path)) return { kind: 'list', list: path as ListName };
  const review = /^reviews\.(\d+)\.id$/.exec(path);
  if (review) return { kind: 'field', name: `reviews.${review[1]}.reviewId` };
  return { kind: 'field', name: path };
}
