import { getDeparturePassengers } from '../../../api';
import { saveCsv } from './save-file';

/** The file's name: the trip and the date, as the server names it too. */
export function passengerListFilename(tripSlug: string, startDate: string): string {
  return `passeggeri-${tripSlug}-${startDate}.csv`;
}

/**
 * Fetches a departure's passenger list with the admin token in its header (never in an
 * address, where it would reach logs and history) and hands it to the browser as a file.
 */
export async function downloadPassengerList(departureId: string, filename: string): Promise<void> {
  const { data } = await getDeparturePassengers({
    path: { id: departureId },
    responseType: 'blob',
    throwOnError: true,
  });
  saveCsv(data, filename);
}
