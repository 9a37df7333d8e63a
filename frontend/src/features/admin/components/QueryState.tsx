import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { useAdminTranslation } from '../i18n';

const StyledMessage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p {
    margin: 0;
  }
`;

export interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  /** What failed, when the list has words of its own for it; a general sentence otherwise. */
  errorText?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** What a list shows while it loads, when it failed and when it is empty; the list otherwise. */
export function QueryState({ isPending, isError, isEmpty, emptyText, errorText, onRetry, children }: QueryStateProps) {
  const { t } = useAdminTranslation();
  if (isPending) {
    return (
      <StyledMessage role="status">
        <p>{t('admin.common.loading')}</p>
      </StyledMessage>
    );
  }
  if (isError) {
    return (
      <StyledMessage role="alert">
        <p>{errorText ?? t('admin.common.loadError')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('admin.common.retry')}
        </Button>
      </StyledMessage>
    );
  }
  if (isEmpty) {
    return (
      <StyledMessage>
        <p>{emptyText}</p>
      </StyledMessage>
    );
  }
  return <>{children}</>;
}

/** What a screen fetched on its first visit shows while its code arrives. */
export function ScreenLoading() {
  const { t } = useAdminTranslation();
  return (
    <StyledMessage role="status">
      <p>{t('admin.common.loading')}</p>
    </StyledMessage>
  );
}
