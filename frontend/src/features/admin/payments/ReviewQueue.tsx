import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BankStatementEntryDto } from '../../../api';
import { listReviewEntriesOptions } from '../../../api/query-options';
import { REVIEW_LIST_LIMIT } from './review-limit';
import { Button } from '../../../components/ui/Button';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { QueryState } from '../components/QueryState';
import { StyledPanel } from '../components/ScreenParts';
import { AssignDialog } from './AssignDialog';
import { DismissDialog } from './DismissDialog';
import { formatAmount, groupIban } from './format';
import { usePaymentsTranslation } from './i18n';
import { Details } from '../components/Details';
import { StyledButtons, StyledNote, StyledNumber, StyledTextLink } from './parts';

const StyledCount = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledEntries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }
`;

type Asking = { entry: BankStatementEntryDto; action: 'assign' | 'dismiss' } | null;

function ReviewEntry({ entry, onAsk }: { entry: BankStatementEntryDto; onAsk: (asking: Asking) => void }) {
  const { t, i18n } = usePaymentsTranslation();
  const headingId = useId();
  const notGiven = t('admin.payments.notGiven');
  return (
    <StyledEntry aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('admin.payments.review.heading', {
          amount: formatAmount(entry.amountCents, i18n.language, entry.currency),
          payer: entry.debtorName ?? t('admin.payments.unknownPayer'),
        })}
      </h3>
      <Details
        rows={[
          [t('admin.payments.bookedOn'), <StyledNumber>{formatCalendarDate(entry.bookedOn)}</StyledNumber>],
          [
            t('admin.payments.amount'),
            <StyledNumber>{formatAmount(entry.amountCents, i18n.language, entry.currency)}</StyledNumber>,
          ],
          [t('admin.payments.payer'), entry.debtorName ?? notGiven],
          [
            t('admin.payments.payerIban'),
            entry.debtorIban ? <StyledNumber>{groupIban(entry.debtorIban)}</StyledNumber> : notGiven,
          ],
          [t('admin.payments.remittance'), entry.remittance || notGiven],
          [t('admin.payments.review.reason'), entry.reason ?? notGiven],
        ]}
      />
      <StyledButtons>
        <Button variant="secondary" aria-describedby={headingId} onClick={() => onAsk({ entry, action: 'assign' })}>
          {t('admin.payments.review.assign')}
        </Button>
        <Button variant="secondary" aria-describedby={headingId} onClick={() => onAsk({ entry, action: 'dismiss' })}>
          {t('admin.payments.review.dismiss')}
        </Button>
        {entry.bookingId && (
          <StyledTextLink to={`/admin/prenotazioni/${entry.bookingId}`} aria-describedby={headingId}>
            {t('admin.payments.review.openBooking')}
          </StyledTextLink>
        )}
      </StyledButtons>
    </StyledEntry>
  );
}

/**
 * The movements waiting for staff, oldest first: date, amount, payer and IBAN, the
 * description and why it waits; each is assigned to a booking or set aside with a reason.
 */
export function ReviewQueue() {
  const { t } = usePaymentsTranslation();
  const id = useId();
  const entries = useQuery(listReviewEntriesOptions());
  const [asking, setAsking] = useState<Asking>(null);
  const [decided, setDecided] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The movement decided leaves the list with its buttons: the reader goes on from the list's
  // heading, once the dialog has given the focus back.
  useEffect(() => {
    if (!decided || asking) return;
    const timer = setTimeout(() => {
      heading.current?.focus();
      setDecided(false);
    });
    return () => clearTimeout(timer);
  }, [decided, asking]);

  const settled = () => {
    setDecided(true);
    setAsking(null);
  };
  const count = entries.data?.length ?? 0;

  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('admin.payments.review.title')}
      </h2>
      <StyledNote>{t('admin.payments.review.intro')}</StyledNote>
      <QueryState
        isPending={entries.isPending}
        isError={entries.isError}
        isEmpty={count === 0}
        emptyText={t('admin.payments.review.empty')}
        errorText={t('admin.payments.review.loadError')}
        onRetry={() => void entries.refetch()}
      >
        <StyledCount>{t('admin.payments.review.count', { count })}</StyledCount>
        {count >= REVIEW_LIST_LIMIT && (
          <StyledNote>{t('admin.payments.review.truncated', { count: REVIEW_LIST_LIMIT })}</StyledNote>
        )}
        <StyledEntries>
          {entries.data?.map((entry) => (
            <ReviewEntry key={entry.id} entry={entry} onAsk={setAsking} />
          ))}
        </StyledEntries>
      </QueryState>
      {asking?.action === 'assign' && (
        <AssignDialog entry={asking.entry} onClose={() => setAsking(null)} onAssigned={settled} />
      )}
      {asking?.action === 'dismiss' && (
        <DismissDialog entry={asking.entry} onClose={() => setAsking(null)} onDismissed={settled} />
      )}
    </StyledPanel>
  );
}
