import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { listAdminUsersOptions, listIbansOptions } from '../../../api/query-options';
import { AdminLink } from '../components/AdminLink';
import { StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { LINK_GENERATOR_PAGE } from '../ibans/parts';
import { useScreensTranslation } from './i18n';

/** The staff screen, where a request to make an account owner is approved or cancelled. */
const STAFF_PAGE = '/admin/staff';

const StyledApprovals = styled(StyledPanel)`
  border: 3px solid ${({ theme }) => theme.colors.accent};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    justify-items: start;
  }

  p {
    margin: 0;
  }
`;

/**
 * On the admin home, for everyone: a new IBAN or a new owner waiting for a second owner
 * (decision A8), who asked and when it applies by itself. Whoever did not expect it sees it at
 * once, beside the e-mail every owner got; nothing when none waits or when the question fails.
 */
export function PendingApprovalsNotice() {
  const { t, i18n } = useScreensTranslation();
  const ibans = useQuery(listIbansOptions());
  const users = useQuery(listAdminUsersOptions());
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const ibansWaiting = (ibans.data ?? []).flatMap((iban) =>
    iban.approval === 'pending' && iban.pendingApproval ? [{ iban, request: iban.pendingApproval }] : [],
  );
  const ownersWaiting = (users.data ?? []).flatMap((user) =>
    user.ownerGrant ? [{ user, request: user.ownerGrant }] : [],
  );
  if (ibansWaiting.length === 0 && ownersWaiting.length === 0) return null;

  const appliesAlone = (effectiveAt: string | null) =>
    effectiveAt ? ` ${t('admin.home.approvals.appliesAlone', { date: when(effectiveAt) })}` : '';

  return (
    <StyledApprovals aria-labelledby="admin-home-approvals">
      <h2 id="admin-home-approvals">{t('admin.home.approvals.title')}</h2>
      <ul>
        {ibansWaiting.map(({ iban, request }) => (
          <li key={iban.id}>
            <p>
              {t('admin.home.approvals.iban', {
                holder: iban.accountHolder,
                iban: iban.ibanFormatted,
                email: request.requestedByEmail,
                date: when(request.requestedAt),
              })}
              {appliesAlone(request.effectiveAt)}
            </p>
            <AdminLink to={LINK_GENERATOR_PAGE}>{t('admin.home.approvals.ibanLink')}</AdminLink>
          </li>
        ))}
        {ownersWaiting.map(({ user, request }) => (
          <li key={user.id}>
            <p>
              {t('admin.home.approvals.owner', {
                account: user.email,
                email: request.requestedByEmail,
                date: when(request.requestedAt),
              })}
              {appliesAlone(request.effectiveAt)}
            </p>
            <AdminLink to={STAFF_PAGE}>{t('admin.home.approvals.ownerLink')}</AdminLink>
          </li>
        ))}
      </ul>
    </StyledApprovals>
  );
}
