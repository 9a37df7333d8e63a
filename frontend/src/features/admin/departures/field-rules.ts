import type { DepartureLimitsDto } from '../../../api';
import { formatEuro } from '../../../components/ui/format';
import type { Language } from '../../../i18n/i18n';
import type { TFunction } from '../../../i18n/translator';
import type { DeparturesNamespace } from './i18n';
import { euroToCents } from './euro';

/** The server's ceilings (useDepartureLimits); undefined until it has stated them, when it alone judges. */
type Limits = DepartureLimitsDto | undefined;

/**
 * react-hook-form's check of a price typed in euro; an empty field passes when the price may be
 * left out. The ceiling and the words that state it are the server's (`limits`).
 */
export function priceRule(
  t: TFunction<DeparturesNamespace>,
  { optional, language }: { optional: boolean; language: Language },
  limits: Limits,
) {
  return (text: string): true | string => {
    if (text.trim() === '') return optional ? true : t('admin.common.fieldRequired');
    const cents = euroToCents(text);
    if (cents === null) return t('admin.departures.priceInvalid');
    if (cents < 1) return t('admin.departures.priceTooLow');
    if (limits && cents > limits.maxPriceCents) {
      return t('admin.departures.priceOutOfRange', { max: formatEuro(limits.maxPriceCents, language) });
    }
    return true;
  };
}

/** The same for the seats, a whole number from 1 to the server's ceiling. */
export function seatsRule(t: TFunction<DeparturesNamespace>, { optional }: { optional: boolean }, limits: Limits) {
  return (text: string): true | string => {
    if (text.trim() === '') return optional ? true : t('admin.common.fieldRequired');
    if (seatsFrom(text, limits) !== null) return true;
    return limits
      ? t('admin.departures.seatsInvalid', { max: limits.maxTotalSpots })
      : t('admin.departures.seatsNotWhole');
  };
}

export function seatsFrom(text: string, limits: Limits): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const seats = Number(trimmed);
  return seats >= 1 && seats <= (limits?.maxTotalSpots ?? Infinity) ? seats : null;
}
