import type { DepartureLimitsDto } from '../../../api';
import type { TFunction } from '../../../i18n/translator';
import type { DeparturesNamespace } from './i18n';
import { euroToCents } from './euro';

/** The server's ceilings (useDepartureLimits); undefined until it has stated them, when it alone judges. */
type Limits = DepartureLimitsDto | undefined;

/** react-hook-form's check of a price typed in euro; an empty field passes when the price may be left out. */
export function priceRule(t: TFunction<DeparturesNamespace>, { optional }: { optional: boolean }, limits: Limits) {
  return (text: string): true | string => {
    if (text.trim() === '') return optional ? true : t('admin.common.fieldRequired');
    const cents = euroToCents(text);
    if (cents === null) return t('admin.departures.priceInvalid');
    return cents >= 1 && cents <= (limits?.maxPriceCents ?? Infinity) ? true : t('admin.departures.priceOutOfRange');
  };
}

/** The same for the seats, a whole number from 1 to the server's ceiling. */
export function seatsRule(t: TFunction<DeparturesNamespace>, { optional }: { optional: boolean }, limits: Limits) {
  return (text: string): true | string => {
    if (text.trim() === '') return optional ? true : t('admin.common.fieldRequired');
    return seatsFrom(text, limits) === null ? t('admin.departures.seatsInvalid') : true;
  };
}

export function seatsFrom(text: string, limits: Limits): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const seats = Number(trimmed);
  return seats >= 1 && seats <= (limits?.maxTotalSpots ?? Infinity) ? seats : null;
}
