import type { TFunction } from '../../../i18n/translator';
import { euroToCents, MAX_PRICE_CENTS, MAX_TOTAL_SPOTS } from './euro';

/** react-hook-form's check of a price typed in euro; an empty field passes when the price may be left out. */
export function priceRule(t: TFunction, { optional }: { optional: boolean }) {
  return (text: string): true | string => {
    if (text.trim() === '') return optional ? true : t('admin.common.fieldRequired');
    const cents = euroToCents(text);
    if (cents === null) return t('admin.departures.priceInvalid');
    return cents >= 1 && cents <= MAX_PRICE_CENTS ? true : t('admin.departures.priceOutOfRange');
  };
}

/** The same for the seats, a whole number from 1 to 200. */
export function seatsRule(t: TFunction, { optional }: { optional: boolean }) {
  return (text: string): true | string => {
    if (text.trim() === '') return optional ? true : t('admin.common.fieldRequired');
    return seatsFrom(text) === null ? t('admin.departures.seatsInvalid') : true;
  };
}

export function seatsFrom(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const seats = Number(trimmed);
  return seats >= 1 && seats <= MAX_TOTAL_SPOTS ? seats : null;
}
