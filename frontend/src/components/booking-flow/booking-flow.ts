import { createContext, useContext } from 'react';

/** The trip a visitor starts choosing a departure for. */
export interface BookingFlowTrip {
  slug: string;
  /** The destination as the dialogs name it: the trip's title. */
  title: string;
}

/**
 * The date -> airport and travellers -> booking method dialogs. Any page opens them through
 * this context; the app mounts the flow itself (features/booking-flow), whose code and
 * calendar load the first time it opens.
 */
export interface BookingFlow {
  openDates(trip: BookingFlowTrip): void;
}

export const BookingFlowContext = createContext<BookingFlow | null>(null);

export function useBookingFlow(): BookingFlow {
  const flow = useContext(BookingFlowContext);
  if (!flow) throw new Error('useBookingFlow needs the BookingFlowProvider the app mounts');
  return flow;
}
