import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { RoomDto, RoomOccupantDto, RoomType, RoomingListDto } from '../../../api';
import { refusalMessage } from '../../../api/api-error';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { AdminLink } from '../components/AdminLink';
import { useAdminHead } from '../use-admin-head';
import { getDepartureRoomingList } from '../../../api';
import {
  arrangeDepartureRoomsMutation,
  getDepartureRoomsOptions,
  getDepartureRoomsQueryKey,
} from '../../../api/query-options';
import { SelectField } from '../../../components/ui/FormField';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { StyledRowButton } from '../components/ScreenParts';
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

const NEW_ROOM_TYPES: readonly RoomType[] = ['single', 'double', 'twin'];

/** Where a guest may go: a room with a bed to give, or a new room of a type. */
type Target = { room: number } | { newType: RoomType };

function targetValue(target: Target): string {
  return 'room' in target ? `room:${target.room}` : `new:${target.newType}`;
}

/**
 * The arrangement staff send: every room as listed now, the guest taken out of theirs and put
 * in the target (a new room takes the next free number), rooms left empty dropped. The server
 * checks it and answers the list it keeps.
 */
function arrangementWith(rooms: readonly RoomDto[], guest: RoomOccupantDto, target: Target) {
  const arranged = rooms.map((room) => ({
    number: room.number,
    type: room.type,
    travellerIds: room.occupants.map((o) => o.travellerId).filter((id) => id !== guest.travellerId),
  }));
  if ('room' in target) arranged.find((room) => room.number === target.room)?.travellerIds.push(guest.travellerId);
  else {
    const number = Math.max(0, ...rooms.map((room) => room.number)) + 1;
    arranged.push({ number, type: target.newType, travellerIds: [guest.travellerId] });
  }
  return arranged.filter((room) => room.travellerIds.length > 0);
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
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<{ guest: RoomOccupantDto; from: number } | null>(null);
  const [target, setTarget] = useState<Target>({ newType: 'single' });
  const [undoing, setUndoing] = useState(false);
  const arrange = useMutation({
    ...arrangeDepartureRoomsMutation(),
    onSuccess: (updated: RoomingListDto) => {
      queryClient.setQueryData(getDepartureRoomsQueryKey({ path: { id } }), updated);
      setMoving(null);
      setUndoing(false);
      notifySuccess(t('admin.rooming.saved'));
    },
    onError: (error) => notifyError(refusalMessage(error) ?? t('admin.rooming.saveError')),
  });
  const guestName = (guest: RoomOccupantDto) => `${guest.lastName} ${guest.firstName}`;
  // Rooms with a bed to give (the server says which), other than the guest's own.
  const freeBeds = list.filter((room) => room.toShare && room.number !== moving?.from);

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
                    {room.occupants.map((guest, index) => (
                      <span key={guest.travellerId}>
                        {index > 0 && '; '}
                        {`${guestName(guest)}${guest.isChild ? ` (${t('admin.rooming.child')})` : ''} · ${guest.reference}`}{' '}
                        <StyledRowButton
                          variant="secondary"
                          aria-label={t('admin.rooming.moveLabel', { name: guestName(guest) })}
                          onClick={() => {
                            setTarget({ newType: 'single' });
                            setMoving({ guest, from: room.number });
                          }}
                        >
                          {t('admin.rooming.move')}
                        </StyledRowButton>
                      </span>
                    ))}
                    {room.toShare && ` · ${t('admin.rooming.toShare')}`}
                    {room.kept && ` · ${t('admin.rooming.kept')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
        <p>
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? t('admin.rooming.downloading') : t('admin.rooming.download')}
          </Button>{' '}
          {list.some((room) => room.kept) && (
            <Button variant="secondary" onClick={() => setUndoing(true)}>
              {t('admin.rooming.undo')}
            </Button>
          )}
        </p>
      </QueryState>
      <ConfirmDialog
        open={moving !== null}
        title={t('admin.rooming.moveTitle', { name: moving ? guestName(moving.guest) : '' })}
        description={t('admin.rooming.moveDescription')}
        confirmLabel={t('admin.rooming.save')}
        pending={arrange.isPending}
        onConfirm={() =>
          moving && arrange.mutate({ path: { id }, body: { rooms: arrangementWith(list, moving.guest, target) } })
        }
        onOpenChange={(open) => !open && setMoving(null)}
      >
        <SelectField
          label={t('admin.rooming.target')}
          value={targetValue(target)}
          onChange={(event) => {
            const [kind, value] = event.target.value.split(':');
            setTarget(kind === 'room' ? { room: Number(value) } : { newType: value as RoomType });
          }}
        >
          {NEW_ROOM_TYPES.map((type) => (
            <option key={type} value={targetValue({ newType: type })}>
              {t('admin.rooming.newRoom', { type: t(`admin.rooming.types.${type}`) })}
            </option>
          ))}
          {freeBeds.map((room) => (
            <option key={room.number} value={targetValue({ room: room.number })}>
              {t('admin.rooming.withGuest', {
                number: room.number,
                type: t(`admin.rooming.types.${room.type}`),
                names: room.occupants.map(guestName).join(', '),
              })}
            </option>
          ))}
        </SelectField>
      </ConfirmDialog>
      <ConfirmDialog
        open={undoing}
        title={t('admin.rooming.undoTitle')}
        description={t('admin.rooming.undoDescription')}
        confirmLabel={t('admin.rooming.undo')}
        pending={arrange.isPending}
        onConfirm={() => arrange.mutate({ path: { id }, body: { rooms: [] } })}
        onOpenChange={setUndoing}
      />
    </>
  );
}
