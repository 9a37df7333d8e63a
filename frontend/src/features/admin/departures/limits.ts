import { useQuery } from '@tanstack/react-query';
import type { DepartureLimitsDto } from '../../../api';
import { getBookingPolicyOptions } from '../../../api/query-options';

/**
 * The ceilings of a departure's price and seats, as the server enforces them (its booking
 * policy's departureLimits); undefined until it has answered, when the server alone judges.
 */
export function useDepartureLimits(): DepartureLimitsDto | undefined {
  return useQuery({
    ...getBookingPolicyOptions(),
    // Rules change with a release, not while staff type.
    staleTime: 10 * 60_000,
    select: (policy) => policy.departureLimits,
  }).data;
}
