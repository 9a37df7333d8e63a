import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AirportCode, DepartureDto } from '../../../api';
import {
  createCheckoutMutation,
  createWhatsappHandoffMutation,
  recordWhatsappPopupBlockedMutation,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import type { BookingFlowTrip } from '../../../components/booking-flow/booking-flow';
import { Button } from '../../../components/ui/Button';
import { formatEuro } from '../../../components/ui/format';
import { TextLink } from '../../../components/ui/TextLink';
import { notifyError } from '../../../components/ui/toast';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { useBookingFlowTranslation } from '../i18n';
import { copyToClipboard, goToBookingPage, openPendingWindow } from '../browser';
import { formatDateRange } from '../departures';
import { trackOnlineBookingLead, trackWhatsappOpened } from '../flow-tracking';
import { formatPhoneNumber } from '../phone';
import { FlowDialog, FlowTripTitle } from './FlowDialog';

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledPrice = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};

  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const StyledAmount = styled.span`
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledChanges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledMethods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A big choice: the action in bold, what it means under it. */
const StyledMethod = styled(Button)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 5rem;
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

const StyledMethodHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledNotice = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

const StyledNoticeTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFooter = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledResumed = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** The contact page's query parameters (the contact feature reads the same names). */
const CONTACT_PARAMS = { destination: 'destination', date: 'date', airport: 'airport' } as const;

type WhatsappNotice =
  { kind: 'opened'; phone: string } | { kind: 'blocked'; phone: string; url: string; copied: boolean };

export interface MethodDialogProps {
  trip: BookingFlowTrip;
  /** Null while a choice kept from earlier is being checked against today's seats. */
  departure: DepartureDto | null;
  airport: AirportCode | null;
  travellers: number;
  open: boolean;
  /** The choice came back from earlier: say so. */
  resumed: boolean;
  onChangeDate: () => void;
  onChangeDetails: () => void;
  onClose: () => void;
  onClosed: () => void;
  /** A link leaves the page: the flow closes without giving focus back to the opener. */
  onLeave: () => void;
}

/** 'Metodo di prenotazione': the choice so far, then WhatsApp or online booking. */
export function MethodDialog({
  trip,
  departure,
  airport,
  travellers,
  open,
  resumed,
  onChangeDate,
  onChangeDetails,
  onClose,
  onClosed,
  onLeave,
}: MethodDialogProps) {
  const { t, i18n } = useBookingFlowTranslation();
  const language = i18n.language;
  const [whatsappNotice, setWhatsappNotice] = useState<WhatsappNotice | null>(null);
  const [onlineFailed, setOnlineFailed] = useState(false);
  const handoff = useMutation(createWhatsappHandoffMutation());
  const popupBlocked = useMutation(recordWhatsappPopupBlockedMutation());
  const checkout = useMutation(createCheckoutMutation());
  const busy = handoff.isPending || checkout.isPending;

  const ready = departure !== null && airport !== null;

  // Buttons stay focusable while a request runs (a disabled one would drop the focus); a second
  // click is ignored instead.
  const bookOnWhatsapp = () => {
    if (!ready || busy) return;
    // Opened now, in the click: once the answer arrives it would count as an unasked popup.
    const pending = openPendingWindow(t('bookingFlow.method.whatsappWindow'));
    handoff.mutate(
      { body: { tripSlug: trip.slug, departureId: departure.id, airport, travellers } },
      {
        onSuccess: (answer) => {
          // Read, copied and dialled as '+39 333 123 4567': the API gives bare digits.
          const phone = formatPhoneNumber(answer.phoneNumber);
          if (pending && !pending.closed) {
            pending.location.href = answer.url;
            setWhatsappNotice({ kind: 'opened', phone });
            trackWhatsappOpened(trip.slug, departure, airport, travellers, false);
            return;
          }
          popupBlocked.mutate({ path: { id: answer.id } });
          // The copy never fails (a refusal is `false`): the notice says which it was.
          void copyToClipboard(phone).then((copied) => {
            setWhatsappNotice({ kind: 'blocked', phone, url: answer.url, copied });
            trackWhatsappOpened(trip.slug, departure, airport, travellers, true);
          });
        },
        onError: (error) => {
          pending?.close();
          notifyError(refusalMessage(error) ?? t('bookingFlow.genericError'));
        },
      },
    );
  };

  const bookOnline = () => {
    if (!ready || busy) return;
    trackOnlineBookingLead(trip.slug, departure, airport, travellers);
    checkout.mutate(
      { body: { departureId: departure.id, airport, travellers } },
      {
        onSuccess: (answer) => goToBookingPage(answer.url),
        onError: (error) => {
          setOnlineFailed(true);
          notifyError(refusalMessage(error) ?? t('bookingFlow.method.checkoutError'));
        },
      },
    );
  };

  const contactQuery = ready
    ? new URLSearchParams({
        [CONTACT_PARAMS.destination]: trip.slug,
        [CONTACT_PARAMS.date]: formatDateRange(departure),
        [CONTACT_PARAMS.airport]: t(`bookingFlow.airports.${airport}`),
      }).toString()
    : '';

  const showPrevious =
    departure !== null && departure.previousPriceCents !== null && departure.previousPriceCents > departure.priceCents;

  return (
    <FlowDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={t('bookingFlow.method.title')}
      description={t('bookingFlow.method.description')}
    >
      {!ready ? (
        <p role="status">{t('bookingFlow.method.resuming')}</p>
      ) : (
        <>
          {resumed && <StyledResumed role="status">{t('bookingFlow.method.resumed')}</StyledResumed>}
          <section aria-label={t('bookingFlow.method.summaryLabel')}>
            <FlowTripTitle>{trip.title}</FlowTripTitle>
            <StyledSummary>
              <dt>{t('bookingFlow.method.dates')}</dt>
              <dd>{formatDateRange(departure)}</dd>
              <dt>{t('bookingFlow.method.airport')}</dt>
              <dd>{t(`bookingFlow.airports.${airport}`)}</dd>
              <dt>{t('bookingFlow.method.travellers')}</dt>
              <dd>{t('bookingFlow.details.travellersValue', { count: travellers })}</dd>
              {departure.coordinators.length > 0 && (
                <>
                  <dt>{t('bookingFlow.method.coordinators')}</dt>
                  <dd>{departure.coordinators.join(' & ')}</dd>
                </>
              )}
              <dt>{t('bookingFlow.method.price')}</dt>
              <dd>
                <StyledPrice>
                  {showPrevious && (
                    <s>
                      <VisuallyHidden>
                        {t('bookingFlow.dates.card.previousPrice', {
                          price: formatEuro(departure.previousPriceCents ?? 0, language),
                        })}
                      </VisuallyHidden>
                      <span aria-hidden="true">{formatEuro(departure.previousPriceCents ?? 0, language)}</span>
                    </s>
                  )}
                  <StyledAmount>{formatEuro(departure.priceCents, language)}</StyledAmount>
                  <span>{t('bookingFlow.dates.card.perPerson')}</span>
                </StyledPrice>
              </dd>
            </StyledSummary>
          </section>

          <StyledChanges>
            <Button variant="secondary" onClick={onChangeDate}>
              {t('bookingFlow.method.changeDate')}
            </Button>
            <Button variant="secondary" onClick={onChangeDetails}>
              {t('bookingFlow.method.changeDetails')}
            </Button>
          </StyledChanges>

          <StyledMethods>
            <StyledMethod onClick={bookOnWhatsapp} aria-disabled={busy || undefined}>
              {handoff.isPending ? t('bookingFlow.method.working') : t('bookingFlow.method.whatsapp')}
              <StyledMethodHint>{t('bookingFlow.method.whatsappHint')}</StyledMethodHint>
            </StyledMethod>
            <StyledMethod onClick={bookOnline} aria-disabled={busy || undefined}>
              {checkout.isPending ? t('bookingFlow.method.working') : t('bookingFlow.method.online')}
              <StyledMethodHint>{t('bookingFlow.method.onlineHint')}</StyledMethodHint>
            </StyledMethod>
          </StyledMethods>

          {whatsappNotice?.kind === 'opened' && (
            <StyledNotice role="status">
              <p>{t('bookingFlow.method.whatsappOpened', { phone: whatsappNotice.phone })}</p>
            </StyledNotice>
          )}
          {whatsappNotice?.kind === 'blocked' && (
            <StyledNotice role="alert">
              <p>
                {t(
                  whatsappNotice.copied ? 'bookingFlow.method.popupBlockedCopied' : 'bookingFlow.method.popupBlocked',
                  {
                    phone: whatsappNotice.phone,
                  },
                )}
              </p>
              <p>
                <a href={whatsappNotice.url} target="_blank" rel="noopener noreferrer">
                  {t('bookingFlow.method.openChat')}
                  <VisuallyHidden> {t('bookingFlow.method.newTab')}</VisuallyHidden>
                </a>
              </p>
            </StyledNotice>
          )}
          {onlineFailed && (
            <StyledNotice role="alert">
              <StyledNoticeTitle>{t('bookingFlow.method.onlineFailedTitle')}</StyledNoticeTitle>
              <p>{t('bookingFlow.method.onlineFailedText')}</p>
              <p>
                <TextLink to={`/contact?${contactQuery}`} onClick={onLeave}>
                  {t('bookingFlow.method.contactLink')}
                </TextLink>
              </p>
            </StyledNotice>
          )}

          <StyledFooter>{t(`bookingFlow.method.footer.${departure.paymentType}`)}</StyledFooter>
        </>
      )}
    </FlowDialog>
  );
}
