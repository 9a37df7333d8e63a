import type { BookingLinkCreateDto, PaymentType } from '../../../api';
import { euroToCents } from '../departures/euro';

/** The generator's form as typed: text fields stay text until they are read here. */
export interface LinkValues {
  tripSlug: string;
  paymentType: PaymentType;
  departureId: string;
  validity: 'days' | 'untilDeparture';
  days: string;
  pricing: 'departure' | 'frozen';
  offerPrice: string;
  childDiscountEnabled: boolean;
  childDiscountPercentage: string;
  notes: string;
}

export const LINK_DEFAULTS: LinkValues = {
  tripSlug: '',
  paymentType: 'deposit',
  departureId: '',
  validity: 'days',
  days: '30',
  pricing: 'departure',
  offerPrice: '',
  childDiscountEnabled: true,
  childDiscountPercentage: '50',
  notes: '',
};

/** The server's bounds (BookingLinkCreateDto): checked here only to say so beside the field. */
export const LINK_BOUNDS = { maxDays: 3650, minOfferCents: 100, maxOfferCents: 10_000_000, maxNotes: 1000 } as const;

/** A whole number written plainly ('30'), or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

export function offerPriceCents(text: string): number | null {
  const cents = euroToCents(text);
  return cents !== null && cents >= LINK_BOUNDS.minOfferCents && cents <= LINK_BOUNDS.maxOfferCents ? cents : null;
}

/** What the server is asked to make; the values are those the form's rules have let through. */
export function linkRequest(values: LinkValues, ibanId: string): BookingLinkCreateDto {
  const notes = values.notes.trim();
  return {
    ibanId,
    departureId: values.departureId,
    paymentType: values.paymentType,
    ...(values.validity === 'untilDeparture'
      ? { permanent: true }
      : { expiresInDays: wholeNumber(values.days, 1, LINK_BOUNDS.maxDays) ?? undefined }),
    ...(values.pricing === 'frozen' ? { offerPriceCents: offerPriceCents(values.offerPrice) ?? undefined } : {}),
    childDiscountEnabled: values.childDiscountEnabled,
    ...(values.childDiscountEnabled
      ? { childDiscountPercentage: wholeNumber(values.childDiscountPercentage, 0, 100) ?? undefined }
      : {}),
    ...(notes ? { specialNotes: notes } : {}),
  };
}
