import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BookingFlowContext, type BookingFlow, type BookingFlowTrip } from '../../components/booking-flow/booking-flow';
import { ErrorBoundary } from '../../components/ui/ErrorBoundary';
import { notifyError } from '../../components/ui/toast';
import { useBookingFlowShellTranslation } from './shell-i18n';
import type { FlowRequest } from './flow-request';

// The dialogs, the calendar, date-fns and TanStack Query are code most visits never run: they
// arrive the first time a page opens the flow, and stay for the next openings.
const loadDialogs = () => import('./components/BookingFlowDialogs');
const lazyDialogs = () => lazy(() => loadDialogs().then((module) => ({ default: module.BookingFlowDialogs })));

const StyledLoading = styled.p`
  position: fixed;
  inset: auto 0 ${({ theme }) => theme.space.xl};
  z-index: ${({ theme }) => theme.zIndices.topBar + 2};
  width: max-content;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.menu};
`;

function FlowLoading() {
  const { t } = useBookingFlowShellTranslation();
  return <StyledLoading role="status">{t('common.loading')}</StyledLoading>;
}

interface FlowUnavailableProps {
  onShown: () => void;
}

/** Shown instead of the dialogs when their code could not be fetched (offline, new deployment). */
function FlowUnavailable({ onShown }: FlowUnavailableProps) {
  const { t } = useBookingFlowShellTranslation();
  useEffect(() => {
    notifyError(t('bookingFlowShell.loadError'));
    onShown();
  }, [t, onShown]);
  return null;
}

function focusedElement(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

export interface BookingFlowProviderProps {
  children: ReactNode;
}

/**
 * Gives every page `useBookingFlow().openDates(trip)`: dates -> airport and travellers ->
 * booking method. Mounted once in the layout; only this small part comes with the page. A
 * flow already given from above (a test's stand-in) is left in charge: two would each open
 * their own dialogs.
 */
export function BookingFlowProvider({ children }: BookingFlowProviderProps) {
  const outer = useContext(BookingFlowContext);
  return outer ? children : <OwnBookingFlow>{children}</OwnBookingFlow>;
}

function OwnBookingFlow({ children }: BookingFlowProviderProps) {
  const { key: locationKey } = useLocation();
  const [request, setRequest] = useState<FlowRequest | null>(null);
  // Leaving the page closes the flow. Compared while rendering, so that a page which opens the
  // flow as it arrives (in its own effect, which runs before any effect here) keeps it open.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (seenLocationKey !== locationKey) {
    setSeenLocationKey(locationKey);
    setOpenedAt(null);
  }
  // After a failed download, a fresh lazy component: React remembers a failed import for good.
  const [Dialogs, setDialogs] = useState(lazyDialogs);
  const [attempt, setAttempt] = useState(0);

  const flow = useMemo<BookingFlow>(
    () => ({
      openDates(trip: BookingFlowTrip) {
        const opener = focusedElement();
        setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, trip, opener }));
        setOpenedAt(locationKey);
      },
    }),
    [locationKey],
  );

  const onUnavailable = useCallback(() => {
    setRequest(null);
    setDialogs(lazyDialogs);
    setAttempt((previous) => previous + 1);
  }, []);

  return (
    <BookingFlowContext.Provider value={flow}>
      {children}
      {request && (
        <ErrorBoundary key={attempt} fallback={<FlowUnavailable onShown={onUnavailable} />}>
          <Suspense fallback={openedAt === locationKey ? <FlowLoading /> : null}>
            <Dialogs request={request} active={openedAt === locationKey} />
          </Suspense>
        </ErrorBoundary>
      )}
    </BookingFlowContext.Provider>
  );
}
