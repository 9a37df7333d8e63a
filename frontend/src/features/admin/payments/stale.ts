import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getAdminBookingQueryKey,
  listAdminBookingsQueryKey,
  listAuditEventsQueryKey,
  listBalancesDueQueryKey,
  listBankStatementEntriesQueryKey,
  listBankStatementsQueryKey,
  listDeparturesQueryKey,
  listReviewEntriesQueryKey,
} from '../../../api/query-options';
import { invalidate } from '../../../api/query-client';

/** Every query of one operation, whatever its path: its generated key cut to the operation's name. */
function everyOne([{ _id }]: readonly [{ _id: string }]): QueryKey {
  return [{ _id }];
}

/**
 * What a payment received changes: the movements to check, the statements and their
 * movements, the bookings (lists, each booking's page, balances), the seats of a booking that
 * came back from expiry, and the activity on the admin home.
 */
export function paymentsChanged(queryClient: QueryClient): Promise<void> {
  return invalidate(
    queryClient,
    listReviewEntriesQueryKey(),
    listBankStatementsQueryKey(),
    everyOne(listBankStatementEntriesQueryKey({ path: { id: '' } })),
    listAdminBookingsQueryKey(),
    everyOne(getAdminBookingQueryKey({ path: { id: '' } })),
    listBalancesDueQueryKey(),
    listDeparturesQueryKey(),
    listAuditEventsQueryKey(),
  );
}
