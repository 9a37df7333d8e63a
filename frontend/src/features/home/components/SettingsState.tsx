import { useHomeTranslation } from '../i18n';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';

const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledErrorTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface SettingsStateProps {
  isError: boolean;
  isFetching: boolean;
  errorTitle: string;
  onRetry: () => void;
}

/** Loading text, or the error with a retry, for a section fed by the site settings. */
export function SettingsState({ isError, isFetching, errorTitle, onRetry }: SettingsStateProps) {
  const { t } = useHomeTranslation();

  if (isError && !isFetching) {
    return (
      <StyledError role="alert">
        <StyledErrorTitle>{errorTitle}</StyledErrorTitle>
        <p>{t('home.settingsErrorText')}</p>
        <Button onClick={onRetry}>{t('home.retry')}</Button>
      </StyledError>
    );
  }

  return <StyledStatus role="status">{t('common.loading')}</StyledStatus>;
}
