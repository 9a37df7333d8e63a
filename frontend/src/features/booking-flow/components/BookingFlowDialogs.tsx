import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AirportCode, DepartureDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { createQueryClient } from '../../../api/query-client';
import { useQueryStore } from '../../../api/use-query';
import type { FlowRequest } from '../flow-request';
import { formatDateRange, isBookable, maxTravellersFor } from '../departures';
import { tripDeparturesQuery } from '../departures-query';
import { trackAirportChosen, trackDateSelected } from '../flow-tracking';
import { clearSelectedDate, readSelectedDate, writeSelectedDate } from '../../../components/booking-flow/selected-date';
import { DatesDialog } from './DatesDialog';
import { DetailsDialog } from './DetailsDialog';
import { MethodDialog } from './MethodDialog';
import { WaitlistDialog } from './WaitlistDialog';
import { useBookingFlowTranslation } from '../i18n';

// The visitor retries a failed load with the dialog's own button; automatic retries would only
// keep them waiting in front of 'Caricamento...'.
const queryClient = createQueryClient({ retry: false });

type Step = 'dates' | 'details' | 'method' | 'waitlist' | 'resuming' | null;

interface FlowState {
  step: Step;
  departure: DepartureDto | null;
  airport: AirportCode | null;
  travellers: number;
  /** The choice came back from the stored record rather than from this visit's clicks. */
  resumed: boolean;
  /** Each arrival on a step starts it afresh (its form, its notices). */
  detailsVisit: number;
  methodVisit: number;
  /** The full departure whose waiting list the visitor is joining. */
  waitlistDeparture: DepartureDto | null;
  waitlistVisit: number;
}

function initialState(request: FlowRequest): FlowState & { resumeDepartureId: string | null } {
  const stored = readSelectedDate();
  const resumable = stored !== null && stored.tripSlug === request.trip.slug;
  return {
    step: resumable ? 'resuming' : 'dates',
    departure: null,
    airport: resumable ? stored.airport : null,
    travellers: resumable ? stored.travellers : 1,
    resumed: resumable,
    detailsVisit: 0,
    methodVisit: 0,
    waitlistDeparture: null,
    waitlistVisit: 0,
    resumeDepartureId: resumable ? stored.departureId : null,
  };
}

function remember(request: FlowRequest, departure: DepartureDto, airport: AirportCode | null, travellers: number) {
  writeSelectedDate({
    destinationTitle: request.trip.title,
    tripSlug: request.trip.slug,
    departureId: departure.id,
    startDate: departure.startDate,
    endDate: departure.endDate,
    airport,
    travellers,
    formattedDateRange: formatDateRange(departure),
  });
}

interface FlowProps {
  request: FlowRequest;
  active: boolean;
}

function Flow({ request, active }: FlowProps) {
  const [initial] = useState(() => initialState(request));
  const [state, setState] = useState<FlowState>(initial);
  const { trip } = request;
  const store = useQueryStore();
  // The group limit and the airports, as the server states them: the page holds them already.
  const site = useSiteSettings();
  const policy = site.data?.bookingPolicy;
  const { i18n } = useBookingFlowTranslation();
  // Read when a dialog has finished closing, to know whether another one took its place.
  const openStepRef = useRef<Step>(null);
  const activeRef = useRef(active);
  const leavingRef = useRef(false);
  // Without the policy a kept choice cannot be checked: the dates say what is missing and offer
  // to try again; once it arrives, the choice is resumed.
  const shownStep = state.step === 'resuming' && site.isError && !policy ? 'dates' : state.step;
  const visibleStep = active ? shownStep : null;

  useLayoutEffect(() => {
    openStepRef.current = visibleStep;
    activeRef.current = active;
  }, [visibleStep, active]);

  // A choice kept from earlier is checked against today's seats and the policy before it is
  // offered again.
  const resuming = state.step === 'resuming';
  useEffect(() => {
    const departureId = initial.resumeDepartureId;
    if (departureId === null || !resuming) return undefined;
    if (!policy) return undefined;
    let current = true;
    queryClient.fetchQuery(tripDeparturesQuery(store, trip.slug)).then(
      (departures) => {
        if (!current) return;
        const departure = departures.find((candidate) => candidate.id === departureId);
        setState((previous) => {
          if (previous.step !== 'resuming') return previous;
          if (!departure || !isBookable(departure)) {
            clearSelectedDate();
            return { ...previous, step: 'dates', resumed: false };
          }
          const max = maxTravellersFor(departure, policy.maxTravellers);
          const travellers = Math.min(previous.travellers, max);
          const airport = policy.airports.some(({ code }) => code === previous.airport) ? previous.airport : null;
          // Fewer seats than travellers, or no airport (still) offered: the details are asked again.
          if (airport === null || travellers < previous.travellers) {
            return {
              ...previous,
              step: 'details',
              departure,
              airport,
              travellers,
              detailsVisit: previous.detailsVisit + 1,
            };
          }
          // The method dialog, open while the seats were checked, stays as it is.
          return { ...previous, step: 'method', departure };
        });
      },
      () => {
        if (current) setState((previous) => (previous.step === 'resuming' ? { ...previous, step: 'dates' } : previous));
      },
    );
    return () => {
      current = false;
    };
  }, [initial.resumeDepartureId, resuming, trip.slug, store, policy]);

  // The dates dialog offers a departure only once the policy is known.
  const pick = (departure: DepartureDto) => {
    if (!policy) return;
    const travellers = Math.min(state.travellers, maxTravellersFor(departure, policy.maxTravellers));
    trackDateSelected(trip.slug, departure);
    remember(request, departure, state.airport, travellers);
    setState((previous) => ({
      ...previous,
      step: 'details',
      departure,
      travellers,
      resumed: false,
      detailsVisit: previous.detailsVisit + 1,
    }));
  };

  const joinWaitlist = (departure: DepartureDto) =>
    setState((previous) => ({
      ...previous,
      step: 'waitlist',
      waitlistDeparture: departure,
      waitlistVisit: previous.waitlistVisit + 1,
    }));

  const confirmDetails = (airport: AirportCode, travellers: number) => {
    if (!state.departure) return;
    trackAirportChosen(trip.slug, state.departure, airport, travellers);
    remember(request, state.departure, airport, travellers);
    setState((previous) => ({
      ...previous,
      step: 'method',
      airport,
      travellers,
      resumed: false,
      methodVisit: previous.methodVisit + 1,
    }));
  };

  const goTo = (step: 'dates' | 'details') =>
    setState((previous) => ({
      ...previous,
      step,
      resumed: false,
      detailsVisit: step === 'details' ? previous.detailsVisit + 1 : previous.detailsVisit,
    }));

  const close = () => setState((previous) => ({ ...previous, step: null }));

  const leave = () => {
    leavingRef.current = true;
    close();
  };

  // Every dialog hands focus on to the next one; only when the whole flow is closed does it
  // go back to what opened it (not after a link took the visitor elsewhere).
  const onClosed = () => {
    if (openStepRef.current !== null || leavingRef.current || !activeRef.current) return;
    if (request.opener?.isConnected) request.opener.focus();
  };

  return (
    <>
      <DatesDialog
        trip={trip}
        open={visibleStep === 'dates'}
        selectedId={state.departure?.id ?? null}
        onPick={pick}
        onWaitlist={joinWaitlist}
        onClose={close}
        onClosed={onClosed}
        onLeave={leave}
      />
      {state.waitlistDeparture && policy && (
        <WaitlistDialog
          key={state.waitlistVisit}
          trip={trip}
          departure={state.waitlistDeparture}
          open={visibleStep === 'waitlist'}
          travellers={state.travellers}
          maxTravellers={policy.maxTravellers}
          language={i18n.language === 'en' ? 'en' : 'it'}
          onBack={() => goTo('dates')}
          onClose={close}
          onClosed={onClosed}
        />
      )}
      {state.departure && policy && (
        <DetailsDialog
          key={state.detailsVisit}
          trip={trip}
          departure={state.departure}
          policy={policy}
          open={visibleStep === 'details'}
          airport={state.airport}
          travellers={state.travellers}
          onConfirm={confirmDetails}
          onChangeDate={() => goTo('dates')}
          onClose={close}
          onClosed={onClosed}
        />
      )}
      <MethodDialog
        key={state.methodVisit}
        trip={trip}
        departure={state.step === 'resuming' ? null : state.departure}
        airport={state.airport}
        travellers={state.travellers}
        open={visibleStep === 'method' || visibleStep === 'resuming'}
        resumed={state.resumed}
        onChangeDate={() => goTo('dates')}
        onChangeDetails={() => goTo('details')}
        onClose={close}
        onClosed={onClosed}
        onLeave={leave}
      />
    </>
  );
}

export interface BookingFlowDialogsProps {
  request: FlowRequest;
  /** False once the visitor has left the page the flow was opened on. */
  active: boolean;
}

/** The flow's dialogs, loaded the first time a page opens them (see BookingFlowProvider). */
export function BookingFlowDialogs({ request, active }: BookingFlowDialogsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Each opening starts from the dates, or from the choice kept for this trip. */}
      <Flow key={request.id} request={request} active={active} />
    </QueryClientProvider>
  );
}
