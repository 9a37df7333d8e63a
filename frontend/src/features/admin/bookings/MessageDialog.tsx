import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { BookingMessageDto } from '../../../api';
import { getMessageOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { AdminDialog, DialogClose } from '../components/AdminDialog';
import { QueryState } from '../components/QueryState';
import { useBookingsTranslation } from './i18n';

const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  height: min(36rem, 60dvh);
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledText = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.body};
  line-height: ${({ theme }) => theme.lineHeights.body};
  /* The plain-text part keeps its own line breaks and wraps its long lines and addresses. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledToggle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const StyledNote = styled.p`
  margin: 0;
`;

const StyledAttachments = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li {
    overflow-wrap: anywhere;
  }
`;

const StyledClose = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface MessageDialogProps {
  message: BookingMessageDto;
  /** The message's kind in words, as the list names it. */
  kind: string;
  /** The recipient in words ('La chat dell'agenzia' for the agency's own). */
  recipient: string;
  onClose: () => void;
}

/**
 * A message as its recipient saw it: the HTML in a frame that runs no script and is of no
 * origin (a sandbox with nothing allowed), so that nothing in a message can act in the staff's
 * pages; its plain-text part on request; its attachments by name.
 */
export function MessageDialog({ message, kind, recipient, onClose }: MessageDialogProps) {
  const { t } = useBookingsTranslation();
  const preview = useQuery(getMessageOptions({ path: { id: message.id } }));
  const [plain, setPlain] = useState(false);
  const html = preview.data?.html ?? null;
  const text = preview.data?.text ?? null;
  const attachments = preview.data?.attachments ?? message.attachments;
  const showText = text !== null && (plain || html === null);

  return (
    <AdminDialog
      open
      wide
      title={preview.data?.subject ?? message.subject ?? kind}
      description={t('admin.bookings.messages.readDescription', { kind, to: recipient })}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <QueryState
        isPending={preview.isPending}
        isError={preview.isError}
        isEmpty={html === null && text === null}
        emptyText={t('admin.bookings.messages.notWritten')}
        errorText={t('admin.bookings.messages.previewError')}
        onRetry={() => void preview.refetch()}
      >
        {html !== null && text !== null && (
          <StyledToggle>
            <Button variant="secondary" aria-pressed={plain} onClick={() => setPlain((was) => !was)}>
              {t('admin.bookings.messages.plainText')}
            </Button>
          </StyledToggle>
        )}
        {showText ? (
          <StyledText>{text}</StyledText>
        ) : (
          html !== null && (
            <>
              <StyledFrame
                sandbox=""
                srcDoc={html}
                referrerPolicy="no-referrer"
                title={t('admin.bookings.messages.frameTitle')}
              />
              {/* Inline images travel as attachments named by content id, which a page cannot show. */}
              {html.includes('cid:') && <StyledNote>{t('admin.bookings.messages.imagesNote')}</StyledNote>}
            </>
          )
        )}
      </QueryState>
      {attachments.length > 0 && (
        <StyledAttachments aria-labelledby={`admin-message-attachments-${message.id}`}>
          <h3 id={`admin-message-attachments-${message.id}`}>{t('admin.bookings.messages.attachmentsTitle')}</h3>
          <ul>
            {attachments.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </StyledAttachments>
      )}
      <StyledClose>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.bookings.messages.close')}</Button>
        </DialogClose>
      </StyledClose>
    </AdminDialog>
  );
}
