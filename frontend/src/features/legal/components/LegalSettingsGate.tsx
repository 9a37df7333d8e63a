import type { ReactNode } from 'react';
import { useLegalTranslation } from '../i18n';
import styled from 'styled-components';
import type { SiteSettingsDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { Button } from '../../../components/ui/Button';

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface LegalSettingsGateProps {
  children: (site: SiteSettingsDto) => ReactNode;
}

/** Legal texts quote the company's facts, so they wait for the site settings. */
export function LegalSettingsGate({ children }: LegalSettingsGateProps) {
  const { t } = useLegalTranslation();
  const { data: site, isPending, isError, refetch } = useSiteSettings();

  if (isPending) return <StyledStatus role="status">{t('common.loading')}</StyledStatus>;
  if (isError) {
    return (
      <div role="alert">
        <StyledStatus>{t('legal.loadError')}</StyledStatus>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('legal.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(site)}</>;
}
