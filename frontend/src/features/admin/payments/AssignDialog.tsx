import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminBookingDto, BankStatementEntryDto } from '../../../api';
import { refusalMessage } from '../../../api/api-error';
import { assignStatementEntryMutation, listAdminBookingsOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { FormField } from '../../../components/ui/FormField';
import { notifySuccess } from '../../../components/ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatAmount, referenceIn } from './format';
import { usePaymentsTranslation } from './i18n';
import { entryNames, StyledRefusal } from './parts';
import { paymentsChanged } from './stale';

/** The server searches from 2 characters. */
const SEARCH_MIN_LENGTH = 2;
const SEARCH_MAX_LENGTH = 100;
/** Enough for a surname shared by a few families; a reference finds one. */
const RESULTS_LIMIT = 10;
/** Long enough for a name to be typed whole, short enough to feel immediate. */
const SEARCH_DELAY_MS = 400;

const StyledSearch = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};

  > :first-child {
    flex: 1 1 16rem;
  }
`;

const StyledChoice = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledOption = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border: 3px solid ${({ theme }) => theme.colors.brand};
  }

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }

  span {
    display: block;
  }
`;

const StyledMessage = styled.p`
  margin: 0;
`;

function amountNow(booking: AdminBookingDto): number | null {
  if (booking.status === 'pending' || booking.status === 'transfer_declared') return booking.amountToPayCents;
  if (booking.status === 'confirmed' && booking.paymentStatus === 'deposit_paid') return booking.balanceDueCents;
  return null;
}

function BookingOption({ booking }: { booking: AdminBookingDto }) {
  const { t, i18n } = usePaymentsTranslation();
  const euro = (cents: number) => formatAmount(cents, i18n.language);
  const now = amountNow(booking);
  return (
    <span>
      <strong>{booking.paymentReference}</strong> – {booking.leadTraveller}
      <span>
        {t('admin.payments.assign.dates', {
          trip: booking.tripTitle,
          start: formatCalendarDate(booking.startDate),
          end: formatCalendarDate(booking.endDate),
        })}
      </span>
      <span>
        {t(`admin.payments.bookingStatuses.${booking.status}`)}
        {now !== null && <> · {t('admin.payments.assign.toPay', { amount: euro(now) })}</>}
      </span>
      <span>
        {t('admin.payments.assign.total', {
          total: euro(booking.totalPriceCents),
          paid: euro(booking.amountPaidCents),
        })}
      </span>
    </span>
  );
}

export interface AssignDialogProps {
  entry: BankStatementEntryDto;
  onClose: () => void;
  onAssigned: () => void;
}

/**
 * Assigns a movement to the booking it pays: staff search as on the bookings screen (the
 * search starts from the reference the description names), choose one and confirm. A refusal
 * (the movement was decided meanwhile, the booking's seats were sold) stays in the dialog in
 * the server's words.
 */
export function AssignDialog({ entry, onClose, onAssigned }: AssignDialogProps) {
  const { t, i18n } = usePaymentsTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const suggested = referenceIn(entry.remittance) ?? '';
  const [draft, setDraft] = useState(suggested);
  const [search, setSearch] = useState(suggested);
  const [chosen, setChosen] = useState<AdminBookingDto | null>(null);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const q = search.trim();
  const found = useQuery({
    ...listAdminBookingsOptions({ query: { q, limit: RESULTS_LIMIT } }),
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });

  const assign = useMutation({
    ...assignStatementEntryMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.payments.assign.done', { reference: chosen?.paymentReference ?? '' }));
      onAssigned();
      return paymentsChanged(queryClient);
    },
    onError: (error) => {
      setRefusal(refusalMessage(error) ?? t('admin.common.saveError'));
      return paymentsChanged(queryClient);
    },
  });

  const apply = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim();
    if (next === search) return;
    setSearch(next);
    setChosen(null);
  };

  const confirm = () => {
    setRefusal(null);
    if (!chosen) {
      setMissing(true);
      return;
    }
    assign.mutate({ path: { id: entry.id }, body: { bookingId: chosen.id } });
  };

  const results = found.data?.items ?? [];
  const names = entryNames(entry, i18n.language, t('admin.payments.unknownPayer'));

  let status: string | null = null;
  if (q.length < SEARCH_MIN_LENGTH) status = t('admin.payments.assign.tooShort');
  else if (found.isPending) status = t('admin.payments.assign.searching');
  else if (found.isSuccess && results.length === 0) status = t('admin.payments.assign.none');

  return (
    <ConfirmDialog
      open
      title={t('admin.payments.assign.title')}
      description={t('admin.payments.assign.description', names)}
      confirmLabel={
        chosen
          ? t('admin.payments.assign.confirmTo', { reference: chosen.paymentReference })
          : t('admin.payments.assign.confirm')
      }
      pending={assign.isPending}
      onConfirm={confirm}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <StyledSearch
        role="search"
        aria-label={t('admin.payments.assign.searchTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <FormField
          type="search"
          label={t('admin.payments.assign.search')}
          hint={t('admin.payments.assign.searchHint')}
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(text), SEARCH_DELAY_MS);
          }}
        />
        <Button type="submit" variant="secondary">
          {t('admin.payments.assign.searchButton')}
        </Button>
      </StyledSearch>

      {status && <StyledMessage role="status">{status}</StyledMessage>}
      {found.isError && (
        <StyledRefusal role="alert">{refusalMessage(found.error) ?? t('admin.common.loadError')}</StyledRefusal>
      )}

      {q.length >= SEARCH_MIN_LENGTH && results.length > 0 && (
        <StyledChoice aria-describedby={missing ? `${id}-missing` : undefined}>
          <legend>{t('admin.payments.assign.results')}</legend>
          {results.map((booking) => (
            <StyledOption key={booking.id}>
              <input
                type="radio"
                name={`${id}-booking`}
                value={booking.id}
                checked={chosen?.id === booking.id}
                onChange={() => {
                  setChosen(booking);
                  setMissing(false);
                }}
              />
              <BookingOption booking={booking} />
            </StyledOption>
          ))}
          {(found.data?.total ?? 0) > results.length && (
            <StyledMessage>{t('admin.payments.assign.more', { count: results.length })}</StyledMessage>
          )}
        </StyledChoice>
      )}

      {missing && (
        <StyledRefusal id={`${id}-missing`} role="alert">
          {t('admin.payments.assign.choose')}
        </StyledRefusal>
      )}
      {refusal && <StyledRefusal role="alert">{refusal}</StyledRefusal>}
    </ConfirmDialog>
  );
}
