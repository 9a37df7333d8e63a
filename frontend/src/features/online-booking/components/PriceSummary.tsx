import styled, { css } from 'styled-components';
import type { BookingLinkDto, BookingQuoteDto } from '../../../api';
import { Button } from '../../../components/ui/Button';
import { useOnlineBookingTranslation } from '../i18n';
import { formatMoney } from '../format';

const StyledSummary = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

const StyledRows = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  row-gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const payNowStyle = css`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 2px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPayNowTerm = styled.dt`
  ${payNowStyle}
`;

const StyledPayNowValue = styled.dd`
  && {
    ${payNowStyle}
  }
`;

export interface PriceSummaryProps {
  link: BookingLinkDto;
  quote: BookingQuoteDto | undefined;
  /** A newer quote is on its way: the figures shown are for the travellers as they were. */
  updating: boolean;
  failed: boolean;
  /** Why the server will not price these travellers (a total of zero): trying again does not help. */
  refusal?: string;
  onRetry: () => void;
}

/** The server's price for the travellers typed so far; nothing here is computed in the browser. */
export function PriceSummary({ link, quote, updating, failed, refusal, onRetry }: PriceSummaryProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <StyledSummary aria-labelledby="price-summary-title" aria-busy={updating || undefined}>
      <h2 id="price-summary-title">{t('onlineBooking.summary.title')}</h2>
      {failed && !quote ? (
        <div role="alert">
          <p>{refusal ?? t('onlineBooking.summary.error')}</p>
          {!refusal && (
            <p>
              <Button variant="secondary" onClick={onRetry}>
                {t('onlineBooking.retry')}
              </Button>
            </p>
          )}
        </div>
      ) : !quote ? (
        <p role="status">{t('onlineBooking.summary.calculating')}</p>
      ) : (
        <>
          <StyledRows aria-live="polite">
            <dt>{t('onlineBooking.summary.adults')}</dt>
            <dd>{quote.adultCount}</dd>
            <dt>{t('onlineBooking.summary.children')}</dt>
            <dd>{quote.childCount}</dd>
            {quote.childDiscountCents > 0 && (
              <>
                <dt>{t('onlineBooking.summary.childDiscount')}</dt>
                <dd>-{money(quote.childDiscountCents)}</dd>
              </>
            )}
            {quote.singleRooms > 0 && (
              <>
                <dt>{t('onlineBooking.summary.singleRooms', { count: quote.singleRooms })}</dt>
                <dd>+{money(quote.singleSupplementCents)}</dd>
              </>
            )}
            <dt>{t('onlineBooking.summary.total')}</dt>
            <dd>{money(quote.totalPriceCents)}</dd>
            {quote.paymentType === 'deposit' && (
              <>
                <dt>
                  {link.depositPercentage !== null
                    ? t('onlineBooking.summary.depositPercent', { percent: link.depositPercentage })
                    : t('onlineBooking.summary.depositFixed')}
                </dt>
                <dd>{money(quote.depositAmountCents)}</dd>
              </>
            )}
            <StyledPayNowTerm>{t('onlineBooking.summary.payNow')}</StyledPayNowTerm>
            <StyledPayNowValue>{money(quote.amountToPayCents)}</StyledPayNowValue>
          </StyledRows>
          <p>
            {quote.paymentType === 'deposit'
              ? t('onlineBooking.summary.depositNote')
              : t('onlineBooking.summary.fullNote')}
          </p>
          {failed && <p role="alert">{refusal ?? t('onlineBooking.summary.error')}</p>}
        </>
      )}
      <p>{t('onlineBooking.summary.fromServer')}</p>
    </StyledSummary>
  );
}
