import styled, { css } from 'styled-components';
import type { DepartureDto } from '../../../api';
import { formatEuro, formatLongDate } from '../../../components/ui/format';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { useBookingFlowTranslation } from '../i18n';
import { availabilityOf, formatShortMonth, toLocalDate } from '../departures';
import { AvailabilityMarker } from './AvailabilityMarker';

/**
 * The whole card is one button: a big target, one stop for the keyboard, and Enter or Space
 * picks it. Its parts are spans laid out as blocks (a button holds phrasing content only).
 */
const StyledCard = styled.button<{ $selected: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }

  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.brandDeep};
      box-shadow: inset 0 0 0 2px ${theme.colors.brandDeep};
    `}

  &:disabled {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.surfaceWarm};
    cursor: not-allowed;
  }
`;

const StyledDate = styled.span`
  align-self: start;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledDay = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledMonth = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-transform: lowercase;
`;

const StyledInfo = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledFacts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPrice = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledAmount = styled.span`
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledWas = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBadge = styled.span<{ $soldOut: boolean }>`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid ${({ $soldOut, theme }) => ($soldOut ? theme.colors.textMuted : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ $soldOut, theme }) => ($soldOut ? theme.colors.text : theme.colors.accentHover)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.03em;
`;

/** Whether the departure runs (DECISIONS 34): deep blue once guaranteed, quiet while travellers are missing. */
const StyledGroupBadge = styled.span<{ $guaranteed: boolean }>`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid ${({ $guaranteed, theme }) => ($guaranteed ? theme.colors.brand : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ $guaranteed, theme }) => ($guaranteed ? theme.colors.brandDeep : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledAction = styled.span<{ $soldOut: boolean }>`
  grid-column: 1 / -1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $soldOut, theme }) => ($soldOut ? theme.colors.placeholder : theme.colors.accent)};
  color: ${({ $soldOut, theme }) => ($soldOut ? theme.colors.text : theme.colors.textOnDark)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.sm} {
    justify-self: end;
    min-width: 12rem;
  }

  button:hover:not(:disabled) > & {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

export interface DepartureCardProps {
  departure: DepartureDto;
  selected: boolean;
  onPick: (departure: DepartureDto) => void;
}

export function DepartureCard({ departure, selected, onPick }: DepartureCardProps) {
  const { t, i18n } = useBookingFlowTranslation();
  const language = i18n.language;
  const availability = availabilityOf(departure);
  const soldOut = availability === 'soldout';
  const price = formatEuro(departure.priceCents, language);
  const previous = departure.previousPriceCents;
  // A "was" price only when one was really charged, and only when it was higher (DECISIONS 7).
  const showPrevious = previous !== null && previous > departure.priceCents;

  return (
    <StyledCard
      type="button"
      disabled={soldOut}
      aria-current={selected || undefined}
      $selected={selected}
      onClick={() => onPick(departure)}
    >
      <StyledDate aria-hidden="true">
        <StyledDay>{toLocalDate(departure.startDate).getDate()}</StyledDay>
        <StyledMonth>{formatShortMonth(departure.startDate, language)}</StyledMonth>
      </StyledDate>
      <VisuallyHidden>
        {t('bookingFlow.dates.card.departure', { date: formatLongDate(departure.startDate, language) })}
      </VisuallyHidden>{' '}
      <StyledInfo>
        <StyledFacts>
          <span aria-hidden="true">{t('bookingFlow.dates.card.durationShort', { days: departure.durationDays })}</span>
          <VisuallyHidden>{t('bookingFlow.dates.card.duration', { days: departure.durationDays })}</VisuallyHidden>{' '}
          <span>{t('bookingFlow.dates.card.fromItaly')}</span>
        </StyledFacts>{' '}
        {(departure.guaranteed || !soldOut) && (
          <>
            <StyledGroupBadge $guaranteed={departure.guaranteed}>
              {departure.guaranteed ? (
                <>
                  <span aria-hidden="true">✓ </span>
                  {t('bookingFlow.dates.card.guaranteed')}
                </>
              ) : (
                <>
                  {t('bookingFlow.dates.card.missing', { count: departure.travellersToGuarantee })}{' '}
                  <VisuallyHidden>{t('bookingFlow.dates.card.missingWhy')}</VisuallyHidden>
                </>
              )}
            </StyledGroupBadge>{' '}
          </>
        )}
        {departure.coordinators.length > 0 && (
          <>
            <StyledMuted>
              {t('bookingFlow.dates.card.coordinators', { names: departure.coordinators.join(' & ') })}
            </StyledMuted>{' '}
          </>
        )}
        <StyledPrice>
          <StyledMuted>{t('bookingFlow.dates.card.total')}</StyledMuted>{' '}
          {showPrevious && (
            <StyledWas>
              <VisuallyHidden>
                {t('bookingFlow.dates.card.previousPrice', { price: formatEuro(previous, language) })}
              </VisuallyHidden>
              <span aria-hidden="true">{formatEuro(previous, language)}</span>
            </StyledWas>
          )}{' '}
          <StyledAmount>{price}</StyledAmount> <StyledMuted>{t('bookingFlow.dates.card.perPerson')}</StyledMuted>
        </StyledPrice>{' '}
        {availability !== 'available' && (
          <StyledBadge $soldOut={soldOut}>
            <AvailabilityMarker kind={availability} />
            {soldOut
              ? t('bookingFlow.dates.card.soldOut')
              : t('bookingFlow.dates.card.few', { count: departure.spotsAvailable })}
          </StyledBadge>
        )}
      </StyledInfo>{' '}
      <StyledAction $soldOut={soldOut}>
        {soldOut ? t('bookingFlow.dates.card.unavailable') : t('bookingFlow.dates.card.book')}
      </StyledAction>
    </StyledCard>
  );
}
