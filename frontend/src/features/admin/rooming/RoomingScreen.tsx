import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { AdminLink } from '../components/AdminLink';
import { useAdminHead } from '../use-admin-head';
import { getDepartureRoomingList } from '../../../api';
import { getDepartureRoomsOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { saveCsv } from '../bookings/save-file';
import { QueryState } from '../components/QueryState';
import { ScrollableTable } from '../components/ScreenParts';
import { useRoomingTranslation } from './i18n';

/** Fetched with the admin token in its header (never in an address), saved as a file. */
async function downloadRoomingList(departureId: string, filename: string): Promise<void> {
  const { data } = await getDepartureRoomingList({
    path: { id: departureId },
    responseType: 'blob',
    throwOnError: true,
  });
  saveCsv(data, filename);
}

/** /admin/partenze/:id/camere: a departure's rooms as a table, and the CSV the hotels are sent. */
export function RoomingScreen() {
  const { t } = useRoomingTranslation();
  const { id = '' } = useParams();
  const rooms = useQuery(getDepartureRoomsOptions({ path: { id } }));
  const data = rooms.data;
  useAdminHead(data ? `${t('admin.rooming.title')} · ${data.tripTitle}` : t('admin.rooming.title'));
  const download = useMutation({
    mutationFn: () => downloadRoomingList(id, `camere-${data?.tripSlug ?? 'partenza'}-${data?.startDate ?? id}.csv`),
    onSuccess: () => notifySuccess(t('admin.rooming.downloaded')),
    onError: () => notifyError(t('admin.rooming.downloadError')),
  });
  const list = data?.rooms ?? [];

  return (
    <>
      <p>
        <AdminLink to="/admin/partenze">{t('admin.rooming.back')}</AdminLink>
      </p>
      <h1>
        {t('admin.rooming.title')}
        {data && ` · ${data.tripTitle}, ${formatCalendarDate(data.startDate)} - ${formatCalendarDate(data.endDate)}`}
      </h1>
      <p>{t('admin.rooming.intro')}</p>
      <QueryState
        isPending={rooms.isPending}
        isError={rooms.isError}
        isEmpty={list.length === 0}
        emptyText={t('admin.rooming.empty')}
        errorText={t('admin.rooming.loadError')}
        onRetry={() => void rooms.refetch()}
      >
        <p>{t('admin.rooming.count', { count: list.length })}</p>
        <ScrollableTable label={t('admin.common.table', { name: t('admin.rooming.title') })}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.rooming.room')}</th>
                <th scope="col">{t('admin.rooming.type')}</th>
                <th scope="col">{t('admin.rooming.guests')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((room) => (
                <tr key={room.number}>
                  <td>{room.number}</td>
                  <td>{t(`admin.rooming.types.${room.type}`)}</td>
                  <td>
                    {room.occupants
                      .map(
                        (guest) =>
                          `${guest.lastName} ${guest.firstName}${guest.isChild ? ` (${t('admin.rooming.child')})` : ''} · ${guest.reference}`,
                      )
                      .join('; ')}
                    {room.toShare && ` · ${t('admin.rooming.toShare')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
        <p>
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? t('admin.rooming.downloading') : t('admin.rooming.download')}
          </Button>
        </p>
      </QueryState>
    </>
  );
}
