import styled, { css } from 'styled-components';
import type { AdminRole, PendingApprovalDto } from '../../../api';
import { Button } from '../../../components/ui/Button';
import { StyledRowButton } from './ScreenParts';

const StyledWaiting = styled.div<{ $boxed: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ $boxed }) =>
    $boxed &&
    css`
      margin-top: 0;
      padding: ${({ theme }) => theme.space.md};
      border: 3px solid ${({ theme }) => theme.colors.accent};
      border-radius: ${({ theme }) => theme.radii.md};
    `}

  p {
    margin: 0;
  }
`;

const StyledStatus = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What the box says, in its screen's words: each screen names its own thing. */
export interface ApprovalWords {
  status: string;
  /** Who asked and when. */
  requested: string;
  /** When it applies by itself, or that it waits for another owner. */
  applies: string;
  /** Anything else the reader must know meanwhile ('no link pays into it'). */
  meanwhile?: string;
  /** Said to the owner who asked, in place of Approve. */
  mine: string;
  approve: string;
  approveLabel: string;
  cancel: string;
  cancelLabel: string;
}

export interface ApprovalWaitingProps {
  request: PendingApprovalDto;
  words: ApprovalWords;
  /** The signed-in admin, when known: only owners decide, and not on their own request. */
  me: { id: string; role: AdminRole } | undefined;
  approving: boolean;
  cancelling: boolean;
  onApprove: () => void;
  onCancel: () => void;
  /** In a table row: row-sized buttons and no frame of its own. */
  inRow?: boolean;
}

/**
 * Something waiting for a second owner (decisions A3 and A8): who asked, when it applies by
 * itself, and for the other owners Approve (the password is asked again) and Cancel.
 */
export function ApprovalWaiting({
  request,
  words,
  me,
  approving,
  cancelling,
  onApprove,
  onCancel,
  inRow = false,
}: ApprovalWaitingProps) {
  const Action = inRow ? StyledRowButton : Button;
  const busy = approving || cancelling;
  return (
    <StyledWaiting $boxed={!inRow}>
      <StyledStatus>{words.status}</StyledStatus>
      <p>{words.requested}</p>
      <p>{words.applies}</p>
      {words.meanwhile && <p>{words.meanwhile}</p>}
      {me?.role === 'owner' && (
        <StyledActions>
          {me.id === request.requestedBy ? (
            <p>{words.mine}</p>
          ) : (
            <Action disabled={busy} aria-label={words.approveLabel} onClick={onApprove}>
              {words.approve}
            </Action>
          )}
          <Action variant="secondary" disabled={busy} aria-label={words.cancelLabel} onClick={onCancel}>
            {words.cancel}
          </Action>
        </StyledActions>
      )}
    </StyledWaiting>
  );
}
