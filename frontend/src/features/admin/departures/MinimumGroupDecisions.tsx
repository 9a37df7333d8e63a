import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminDepartureDto, MinimumGroupDecision } from '../../../api';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import {
  decideMinimumGroupMutation,
  listAdminBookingsQueryKey,
  listAuditEventsQueryKey,
  listDeparturesQueryKey,
  listMinimumGroupDecisionsOptions,
  listMinimumGroupDecisionsQueryKey,
} from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { TextAreaField } from '../../../components/ui/FormField';
import { notifySuccess } from '../../../components/ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { StyledPanel, StyledRowButton } from '../components/ScreenParts';
import { useDeparturesTranslation } from './i18n';

const StyledNotice = styled(StyledPanel)`
  border: 3px solid ${({ theme }) => theme.colors.accent};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The longest note the server keeps, in characters as a person counts them (code points). */
const NOTE_MAX = 500;

const characters = (text: string) => Array.from(text).length;

interface Asking {
  departure: AdminDepartureDto;
  decision: MinimumGroupDecision;
}

/**
 * 'Da decidere': the departures whose minimum-group deadline came with too few travellers
 * confirmed (DECISIONS 34), each to run anyway or cancel after a confirmation. Nothing while
 * there is none or while the list loads; a refusal (decided meanwhile by someone else, the
 * minimum reached) stays in sight with the server's words.
 */
export function MinimumGroupDecisions() {
  const { t } = useDeparturesTranslation();
  const queryClient = useQueryClient();
  const awaiting = useQuery(listMinimumGroupDecisionsOptions());
  const [asking, setAsking] = useState<Asking | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A decision changes the list, the calendar's seats and states, the bookings and the audit trail.
  const changed = () =>
    invalidate(
      queryClient,
      listMinimumGroupDecisionsQueryKey(),
      listDeparturesQueryKey(),
      listAdminBookingsQueryKey(),
      listAuditEventsQueryKey(),
    );

  const decide = useMutation({
    ...decideMinimumGroupMutation(),
    onSuccess: (departure) => {
      notifySuccess(
        departure.minimumGroupStatus === 'cancelled'
          ? t('admin.departures.cancelledDone')
          : t('admin.departures.ranDone'),
      );
      setAsking(null);
      setNote('');
      setRefusal(null);
      return changed();
    },
    onError: (error) => {
      const onField = fieldMessages(error).reason?.[0];
      if (onField) {
        setNoteError(onField);
        return;
      }
      setAsking(null);
      setRefusal(refusalMessage(error) ?? t('admin.common.saveError'));
      return changed();
    },
  });

  if (awaiting.isError) {
    return (
      <StyledNotice aria-labelledby="admin-departures-decisions" role="alert">
        <h2 id="admin-departures-decisions">{t('admin.departures.decisionsTitle')}</h2>
        <p>{t('admin.departures.decisionsError')}</p>
        <Button variant="secondary" onClick={() => void awaiting.refetch()}>
          {t('admin.common.retry')}
        </Button>
      </StyledNotice>
    );
  }
  if (!awaiting.data?.length && !refusal) return null;

  const send = () => {
    if (!asking) return;
    const text = note.trim();
    if (asking.decision === 'cancel' && characters(text) > NOTE_MAX) {
      setNoteError(t('admin.departures.noteTooLong', { max: NOTE_MAX }));
      return;
    }
    decide.mutate({
      path: { id: asking.departure.id },
      body: asking.decision === 'cancel' && text ? { decision: 'cancel', reason: text } : { decision: asking.decision },
    });
  };
  const names = (departure: AdminDepartureDto) => ({
    trip: departure.tripTitle,
    date: formatCalendarDate(departure.startDate),
    confirmed: departure.confirmedTravellers,
    min: departure.minGroupSize,
  });
  const cancelling = asking?.decision === 'cancel';

  return (
    <StyledNotice aria-labelledby="admin-departures-decisions">
      <h2 id="admin-departures-decisions">{t('admin.departures.decisionsTitle')}</h2>
      <p>{t('admin.departures.decisionsIntro')}</p>
      {refusal && <p role="alert">{refusal}</p>}
      <StyledList>
        {awaiting.data?.map((departure) => (
          <li key={departure.id}>
            <p>
              {t('admin.departures.decisionItem', {
                ...names(departure),
                deadline: formatCalendarDate(departure.minimumGroupDeadline),
              })}
            </p>
            <StyledActions>
              <StyledRowButton
                variant="secondary"
                aria-label={t('admin.departures.runLabel', names(departure))}
                onClick={() => {
                  setNoteError(null);
                  setAsking({ departure, decision: 'run' });
                }}
              >
                {t('admin.departures.run')}
              </StyledRowButton>
              <StyledRowButton
                variant="secondary"
                aria-label={t('admin.departures.cancelDepartureLabel', names(departure))}
                onClick={() => {
                  setNoteError(null);
                  setAsking({ departure, decision: 'cancel' });
                }}
              >
                {t('admin.departures.cancelDeparture')}
              </StyledRowButton>
            </StyledActions>
          </li>
        ))}
      </StyledList>

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={cancelling ? t('admin.departures.confirmCancelTitle') : t('admin.departures.confirmRunTitle')}
        description={
          asking
            ? t(
                cancelling ? 'admin.departures.confirmCancelText' : 'admin.departures.confirmRunText',
                names(asking.departure),
              )
            : ''
        }
        confirmLabel={
          decide.isPending
            ? t('admin.departures.deciding')
            : cancelling
              ? t('admin.departures.confirmCancel')
              : t('admin.departures.confirmRun')
        }
        dismissLabel={t('admin.departures.keep')}
        pending={decide.isPending}
        onConfirm={send}
      >
        {cancelling && (
          // Not limited by maxLength, which would cut a pasted text without a word: the check says it.
          <TextAreaField
            label={t('admin.departures.note')}
            hint={t('admin.departures.noteHint', { max: NOTE_MAX })}
            value={note}
            error={noteError ?? undefined}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
          />
        )}
      </ConfirmDialog>
    </StyledNotice>
  );
}
