import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankStatementEntryDto } from '../../../api';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { dismissStatementEntryMutation } from '../../../api/query-options';
import { TextAreaField } from '../../../components/ui/FormField';
import { notifySuccess } from '../../../components/ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { usePaymentsTranslation } from './i18n';
import { entryNames, StyledRefusal } from './parts';
import { paymentsChanged } from './stale';

/** What the server keeps of the reason: from 3 to 300 characters. */
const REASON_MIN_LENGTH = 3;
const REASON_MAX_LENGTH = 300;

export interface DismissDialogProps {
  entry: BankStatementEntryDto;
  onClose: () => void;
  onDismissed: () => void;
}

/** Sets a movement aside (a refund made, money that is no booking's), with the reason staff write. */
export function DismissDialog({ entry, onClose, onDismissed }: DismissDialogProps) {
  const { t, i18n } = usePaymentsTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const dismiss = useMutation({
    ...dismissStatementEntryMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.payments.dismiss.done'));
      onDismissed();
      return paymentsChanged(queryClient);
    },
    onError: (failure) => {
      const onField = fieldMessages(failure).reason?.[0];
      if (onField) setError(onField);
      else setRefusal(refusalMessage(failure) ?? t('admin.common.saveError'));
      return paymentsChanged(queryClient);
    },
  });

  const submit = () => {
    setRefusal(null);
    const text = reason.trim();
    if (Array.from(text).length < REASON_MIN_LENGTH) {
      setError(t('admin.payments.dismiss.reasonRequired'));
      return;
    }
    dismiss.mutate({ path: { id: entry.id }, body: { reason: text } });
  };

  return (
    <ConfirmDialog
      open
      title={t('admin.payments.dismiss.title')}
      description={t(
        'admin.payments.dismiss.description',
        entryNames(entry, i18n.language, t('admin.payments.unknownPayer')),
      )}
      confirmLabel={t('admin.payments.dismiss.confirm')}
      pending={dismiss.isPending}
      onConfirm={submit}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <TextAreaField
        label={t('admin.payments.dismiss.reason')}
        hint={t('admin.payments.dismiss.reasonHint')}
        required
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        error={error ?? undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      {refusal && <StyledRefusal role="alert">{refusal}</StyledRefusal>}
    </ConfirmDialog>
  );
}
