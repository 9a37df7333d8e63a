import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getActiveIbanOptions } from '../../../api/query-options';
import { AdminLink } from '../components/AdminLink';
import { StyledPanel } from '../components/ScreenParts';
import { useIbansTranslation } from './i18n';
import { ACTIVE_IBAN_PAGE, StyledWarning } from './parts';

const StyledBadge = styled.span`
  display: inline-block;
  justify-self: start;
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** 'Conto dimostrativo': the seeded demo account of a development start (DECISIONS 32). */
export function DemoIbanBadge() {
  const { t } = useIbansTranslation();
  return <StyledBadge>{t('admin.ibans.demo.badge')}</StyledBadge>;
}

/** Said wherever the active IBAN is the demo account: customers are told to pay into no one's account. */
export function DemoIbanWarning() {
  const { t } = useIbansTranslation();
  return (
    <StyledWarning role="note">
      <p>{t('admin.ibans.demo.activeTitle')}</p>
      <p>{t('admin.ibans.demo.activeText')}</p>
    </StyledWarning>
  );
}

const StyledNotice = styled(StyledPanel)`
  border: 3px solid ${({ theme }) => theme.colors.accent};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/**
 * On the admin home, for everyone, while the system IBAN is the demo account: the checkout
 * books into no one's account until an owner makes the agency's own IBAN active. Nothing
 * otherwise, or when the question fails.
 */
export function DemoIbanNotice() {
  const { t } = useIbansTranslation();
  const active = useQuery(getActiveIbanOptions());
  if (!active.data?.iban?.isDemo) return null;
  return (
    <StyledNotice aria-labelledby="admin-home-demo-iban">
      <h2 id="admin-home-demo-iban">{t('admin.ibans.demo.activeTitle')}</h2>
      <p>{t('admin.ibans.demo.activeText')}</p>
      <AdminLink to={ACTIVE_IBAN_PAGE}>{t('admin.ibans.demo.homeLink')}</AdminLink>
    </StyledNotice>
  );
}
