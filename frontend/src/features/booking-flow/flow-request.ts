import type { BookingFlowTrip } from '../../components/booking-flow/booking-flow';

/** One call of openDates, as the provider hands it to the dialogs. */
export interface FlowRequest {
  /** Grows with every call: each one starts the flow afresh. */
  id: number;
  trip: BookingFlowTrip;
  /** What had focus when the flow was opened; it gets it back when the flow closes. */
  opener: HTMLElement | null;
}
