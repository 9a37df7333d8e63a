import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { messagesHealthOptions } from '../../../api/query-options';
import { FAILED_MESSAGES_ADDRESS } from '../bookings/list-address';
import { AdminLink } from '../components/AdminLink';
import { StyledPanel } from '../components/ScreenParts';
import { useScreensTranslation } from './i18n';

/** The site settings' legal section, where the examples are replaced. */
const LEGAL_DETAILS_PATH = '/admin/impostazioni#site-settings-legal';
/** Where staff alerts go: the site settings' e-mail address. */
const SITE_SETTINGS_PATH = '/admin/impostazioni';
/** Each departure's waiting list opens from the departures' calendar. */
const DEPARTURES_PATH = '/admin/partenze';

const StyledHealthPanel = styled(StyledPanel)`
  border: 3px solid ${({ theme }) => theme.colors.accent};
`;

const StyledWarnings = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    justify-items: start;
  }

  li + li {
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  p {
    margin: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const StyledError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

/**
 * 'Invio dei messaggi': what keeps the customers' e-mails from arriving, as the server counts
 * it: delivery switched off (no SMTP_URL: messages are kept, not sent), messages not delivered
 * in the last 7 days (each where staff find it: a booking's page, a departure's waiting list,
 * the site settings for staff alerts), messages still waiting after an hour, documents that would print the
 * installation's example legal details. Nothing when all goes out; a
 * failure to ask is one quiet line, as the rest of the home does not depend on it.
 */
export function MessageHealth() {
  const { t } = useScreensTranslation();
  const health = useQuery(messagesHealthOptions());

  if (health.isError) return <StyledError role="status">{t('admin.home.mailError')}</StyledError>;
  const {
    deliveryOff = false,
    failed = 0,
    failedBookings = 0,
    failedWaitlist = 0,
    failedStaff = 0,
    late = 0,
    exampleLegalDetails = false,
  } = health.data ?? {};
  if (!deliveryOff && failed <= 0 && late <= 0 && !exampleLegalDetails) return null;

  return (
    <StyledHealthPanel aria-labelledby="admin-mail-health-title">
      <h2 id="admin-mail-health-title">{t('admin.home.mailTitle')}</h2>
      <StyledWarnings>
        {deliveryOff && (
          <li>
            <p>
              <strong>{t('admin.home.mailOff')}</strong>
            </p>
          </li>
        )}
        {failed > 0 && (
          <li>
            <p>
              <strong>{t('admin.home.mailFailed', { count: failed })}</strong>
            </p>
            {failedBookings > 0 && (
              <>
                <p>{t('admin.home.mailFailedHint', { count: failedBookings })}</p>
                <AdminLink to={FAILED_MESSAGES_ADDRESS}>{t('admin.home.mailBookings')}</AdminLink>
              </>
            )}
            {failedWaitlist > 0 && (
              <>
                <p>{t('admin.home.mailFailedWaitlist', { count: failedWaitlist })}</p>
                <AdminLink to={DEPARTURES_PATH}>{t('admin.home.mailWaitlist')}</AdminLink>
              </>
            )}
            {failedStaff > 0 && (
              <>
                <p>{t('admin.home.mailFailedStaff', { count: failedStaff })}</p>
                <AdminLink to={SITE_SETTINGS_PATH}>{t('admin.home.mailStaff')}</AdminLink>
              </>
            )}
          </li>
        )}
        {late > 0 && (
          <li>
            <p>
              <strong>{t('admin.home.mailLate', { count: late })}</strong>
            </p>
            <p>{t('admin.home.mailLateHint')}</p>
          </li>
        )}
        {exampleLegalDetails && (
          <li>
            <p>
              <strong>{t('admin.home.legalExample')}</strong>
            </p>
            <p>{t('admin.home.legalExampleHint')}</p>
            <AdminLink to={LEGAL_DETAILS_PATH}>{t('admin.home.legalExampleLink')}</AdminLink>
          </li>
        )}
      </StyledWarnings>
    </StyledHealthPanel>
  );
}
