import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { StepUpDialog } from './StepUpDialog';
import styled from 'styled-components';
import { getCurrentAdminOptions, logoutAdminMutation } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { notifyError } from '../../../components/ui/toast';
import { useAdminTranslation } from '../i18n';
import { ADMIN_LOGIN, loginAddress } from '../return-address';
import { endAdminSession } from '../session';
import { useSignedIn } from '../use-admin-session';
import { AdminLink } from './AdminLink';
import { Redirect } from './Redirect';

/**
 * Wider than the public pages: staff read tables of many columns on a laptop. Text keeps its
 * own reading width inside it.
 */
const STAFF_CONTENT_WIDTH = '90rem';

const StyledPage = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.surfaceWarm};
`;

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  max-width: ${STAFF_CONTENT_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  /* The size of the buttons: the name, the tools and the account fit one line on a laptop. */
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

/** Staff use a mouse: a lower bar leaves room for the lists, its targets well above 24 px. */
const BAR_TARGET = '2.5rem';

const StyledAreaName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${BAR_TARGET};
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandDeep};
    text-decoration: none;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accentOnDark};
    outline-offset: 2px;
  }
`;

const StyledAccount = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const StyledLogout = styled(Button)`
  min-height: ${BAR_TARGET};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
`;

const StyledMain = styled.main`
  max-width: ${STAFF_CONTENT_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xxxl}`};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.h1};
  }
`;

const links = [
  { to: '/admin', key: 'home' },
  { to: '/admin/prenotazioni', key: 'bookings' },
  { to: '/admin/pagamenti', key: 'payments' },
  { to: '/admin/richieste', key: 'inbox' },
  { to: '/admin/partner', key: 'partners' },
  { to: '/admin/impostazioni', key: 'siteSettings' },
  { to: '/admin/staff', key: 'staff' },
  { to: '/admin/password', key: 'password' },
] as const;

function isCurrent(to: string, pathname: string): boolean {
  if (to === '/admin') return ['/admin', '/admin/', '/admin/booking'].includes(pathname);
  // A booking's page belongs to the bookings' list.
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The admin area's frame: the signed-in pages only. Without a session (never signed in, or
 * ended by its expiry, a sign-out or a 401) it goes to the login, which returns here after.
 */
export function AdminLayout() {
  const { t } = useAdminTranslation();
  const signedIn = useSignedIn();
  const { pathname, search, hash } = useLocation();
  const [signedOut, setSignedOut] = useState(false);
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(signedIn);
  const me = useQuery({ ...getCurrentAdminOptions(), enabled: signedIn });
  const logout = useMutation({
    ...logoutAdminMutation(),
    onSettled: () => {
      // Whatever the server answered, this tab forgets the token; the login then asks for
      // no way back.
      setSignedOut(true);
      endAdminSession();
      queryClient.clear();
    },
  });

  useEffect(() => {
    if (signedIn) wasSignedIn.current = true;
    else if (wasSignedIn.current && !signedOut) {
      wasSignedIn.current = false;
      queryClient.clear();
      notifyError(t('admin.common.sessionEnded'));
    }
  }, [signedIn, signedOut, queryClient, t]);

  if (!signedIn) return <Redirect to={signedOut ? ADMIN_LOGIN : loginAddress(`${pathname}${search}${hash}`)} />;

  return (
    <StyledPage>
      <StyledHeader>
        <StyledBar>
          <StyledAreaName>{t('admin.areaName')}</StyledAreaName>
          <StyledNav aria-label={t('admin.nav.label')}>
            <ul>
              {links.map(({ to, key }) => (
                <li key={to}>
                  <AdminLink to={to} aria-current={isCurrent(to, pathname) ? 'page' : undefined}>
                    {t(`admin.nav.${key}`)}
                  </AdminLink>
                </li>
              ))}
            </ul>
          </StyledNav>
          <StyledAccount>
            {me.data && <span>{t('admin.nav.signedInAs', { email: me.data.email })}</span>}
            <StyledLogout variant="secondary" onClick={() => logout.mutate({})} disabled={logout.isPending}>
              {logout.isPending ? t('admin.nav.loggingOut') : t('admin.nav.logout')}
            </StyledLogout>
          </StyledAccount>
        </StyledBar>
      </StyledHeader>
      <StyledMain id="admin-main">
        <Outlet />
      </StyledMain>
      <StepUpDialog />
    </StyledPage>
  );
}
