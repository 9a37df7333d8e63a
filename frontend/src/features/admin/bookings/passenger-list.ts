import { getDeparturePassengers } from '../../../api';
import { saveFile } from './save-file';

/** The file's name: the trip and the date, as the server names it too. */
export function passengerListFilename(tripSlug: string, startDate: string): string {
  return `passeggeri-${tripSlug}-${startDate}.csv`;
}

/**
 * Fetches a departure's passenger list with the admin token in its header (never in an
 * address, where it would reach logs and history) and hands it to the browser as a file.
 * Asked as bytes: read as text, the byte-order mark Italian spreadsheets need to read UTF-8
 * would be dropped.
 */
export async function downloadPassengerList(departureId: string, filename: string): Promise<void> {
  const { data } = await getDeparturePassengers({
    path: { id: departureId },
    responseType: 'blob',
    throwOnError: true,
  });
  const file: Blob =
    (data as unknown) instanceof Blob
      ? (data as unknown as Blob)
      : new Blob([data], { type: 'text/csv;charset=utf-8' });
  saveFile(file, filename);
}
