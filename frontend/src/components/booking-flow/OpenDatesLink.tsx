import type { MouseEvent } from 'react';
import { ButtonLink, type ButtonLinkProps } from '../ui/Button';
import { useBookingFlow, type BookingFlowTrip } from './booking-flow';
import { infoRequestAddress } from './info-request-address';

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

export interface OpenDatesLinkProps extends Omit<ButtonLinkProps, 'to'> {
  trip: BookingFlowTrip;
}

/**
 * 'Scopri le Date Disponibili': opens the dates dialog for the trip. It is a real link to the
 * information-request page, which opens the same dialog on arrival: before the app has taken
 * the page over (or without scripts, or opened in a new tab) the visitor still gets there.
 */
export function OpenDatesLink({ trip, onClick, ...rest }: OpenDatesLinkProps) {
  const flow = useBookingFlow();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    flow.openDates({ slug: trip.slug, title: trip.title });
  };
  return <ButtonLink aria-haspopup="dialog" {...rest} to={infoRequestAddress(trip.slug)} onClick={handleClick} />;
}
