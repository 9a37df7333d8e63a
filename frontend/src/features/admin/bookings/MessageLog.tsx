import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { BookingMessageDto, MessageStatus } from '../../../api';
import { refusalMessage } from '../../../api/api-error';
import { resendMessageMutation } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { notifySuccess } from '../../../components/ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Details } from '../components/Details';
import { formatDateTime } from '../format';
import { useBookingsTranslation } from './i18n';
import { MessageDialog } from './MessageDialog';
import { canResend, failureCause, kindName } from './message-words';
import { type BadgeTone, ToneBadge } from './StatusBadge';

/** How often a list of messages is read again while one of them waits to go out. */
export const WAITING_REFRESH_MS = 15_000;

/** Whether a list of messages has one still waiting to go out: the list is read again until none. */
export function awaitsDelivery(messages: readonly BookingMessageDto[] | undefined): boolean {
  return messages?.some((message) => message.status === 'queued') ?? false;
}

const StyledIntro = styled.p`
  margin: 0;
`;

const StyledMessages = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
    overflow-wrap: anywhere;
  }
`;

const StyledMessage = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
  }
`;

const StyledStatus = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const tones: Record<MessageStatus, BadgeTone> = { queued: 'waiting', sent: 'done', failed: 'failed', kept: 'closed' };

const StyledCode = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRefusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A message's words as the list and its dialogs show them. */
function useMessageWords() {
  const { t, i18n } = useBookingsTranslation();
  return {
    kind: (message: BookingMessageDto) => {
      const name = kindName(message.kind);
      return name ? t(`admin.bookings.messages.kinds.${name}`) : message.kind;
    },
    recipient: (message: BookingMessageDto) =>
      message.channel === 'telegram' && message.to === 'agency' ? t('admin.bookings.messages.agencyChat') : message.to,
    when: (iso: string) => formatDateTime(iso, i18n.language),
  };
}

function MessageItem({
  message,
  onRead,
  onResend,
}: {
  message: BookingMessageDto;
  onRead: () => void;
  onResend: () => void;
}) {
  const { t } = useBookingsTranslation();
  const words = useMessageWords();
  const headingId = `admin-booking-message-${message.id}`;
  const status =
    message.status === 'kept' && message.channel === 'telegram'
      ? t('admin.bookings.messages.statuses.keptTelegram')
      : t(`admin.bookings.messages.statuses.${message.status}`);
  // A failure is explained while the message is retried (still queued) and once it was given up.
  const trouble =
    message.lastError !== null && (message.status === 'failed' || message.status === 'queued')
      ? {
          cause: failureCause(message.channel, message.lastError),
          stage: message.status,
          code: message.lastError,
        }
      : null;

  return (
    <StyledMessage>
      <h3 id={headingId}>{words.kind(message)}</h3>
      <StyledStatus>
        <ToneBadge $tone={tones[message.status]}>{status}</ToneBadge>
        {message.status === 'sent' && message.sentAt !== null && <> {words.when(message.sentAt)}</>}
      </StyledStatus>
      {trouble && (
        <>
          <p>{t(`admin.bookings.messages.causes.${trouble.cause}.${trouble.stage}`)}</p>
          <StyledCode>{t('admin.bookings.messages.errorCode', { code: trouble.code })}</StyledCode>
        </>
      )}
      <Details
        rows={[
          [t('admin.bookings.messages.channel'), t(`admin.bookings.messages.channels.${message.channel}`)],
          [t('admin.bookings.messages.to'), words.recipient(message)],
          message.subject !== null && [t('admin.bookings.messages.subject'), message.subject],
          [t('admin.bookings.messages.createdAt'), words.when(message.createdAt)],
          message.attempts > 1 && [t('admin.bookings.messages.attempts'), String(message.attempts)],
        ]}
      />
      {message.channel === 'email' && (
        <StyledButtons>
          <Button variant="secondary" aria-describedby={headingId} onClick={onRead}>
            {t('admin.bookings.messages.read')}
          </Button>
          {canResend(message) && (
            <Button variant="secondary" aria-describedby={headingId} onClick={onResend}>
              {t('admin.bookings.messages.resend')}
            </Button>
          )}
        </StyledButtons>
      )}
    </StyledMessage>
  );
}

export interface MessageLogProps {
  messages: readonly BookingMessageDto[];
  /** Shown above the list, or alone when there is none. */
  intro: string;
  empty: string;
  /** Where a copy sent again goes, as the confirmation names it. */
  resendAddress: string;
  /** Reads the list again after a copy was queued or refused. */
  onChanged: () => Promise<unknown>;
}

/**
 * Messages oldest first (a booking's e-mails and the agency's notices, or a waiting list's
 * e-mails), with what became of each in words, the reason of a failure in plain Italian, the
 * e-mail as it was received ('Leggi') and a new copy to the current address ('Invia di
 * nuovo'), after asking.
 */
export function MessageLog({ messages, intro, empty, resendAddress, onChanged }: MessageLogProps) {
  const { t } = useBookingsTranslation();
  const words = useMessageWords();
  const [reading, setReading] = useState<BookingMessageDto | null>(null);
  const [resending, setResending] = useState<BookingMessageDto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const resend = useMutation({
    ...resendMessageMutation(),
    onSuccess: (copy) => {
      setResending(null);
      notifySuccess(t('admin.bookings.messages.resent', { email: copy.to }));
      return onChanged();
    },
    onError: (error) => {
      setResending(null);
      setRefusal(refusalMessage(error) ?? t('admin.bookings.messages.resendError'));
      return onChanged();
    },
  });

  return (
    <>
      {refusal && <StyledRefusal role="alert">{refusal}</StyledRefusal>}
      {messages.length === 0 ? (
        <StyledIntro>{empty}</StyledIntro>
      ) : (
        <>
          <StyledIntro>{intro}</StyledIntro>
          <StyledMessages>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                onRead={() => setReading(message)}
                onResend={() => {
                  setRefusal(null);
                  setResending(message);
                }}
              />
            ))}
          </StyledMessages>
        </>
      )}

      {reading && (
        <MessageDialog
          message={reading}
          kind={words.kind(reading)}
          recipient={words.recipient(reading)}
          onClose={() => setReading(null)}
        />
      )}

      <ConfirmDialog
        open={resending !== null}
        onOpenChange={(open) => {
          if (!open) setResending(null);
        }}
        title={t('admin.bookings.messages.resendTitle')}
        description={
          resending
            ? t('admin.bookings.messages.resendText', { kind: words.kind(resending), email: resendAddress })
            : ''
        }
        confirmLabel={t('admin.bookings.messages.resendLabel')}
        pending={resend.isPending}
        onConfirm={() => resending && resend.mutate({ path: { id: resending.id } })}
      />
    </>
  );
}
