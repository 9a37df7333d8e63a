import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getCurrentAdminOptions, listPartnersOptions } from '../../../api/query-options';
import { AdminLink } from '../components/AdminLink';
import { Details } from '../components/Details';
import { QueryState } from '../components/QueryState';
import { StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { useAdminHead } from '../use-admin-head';
import { usePartnersTranslation } from './i18n';
import { PartnerKeys } from './PartnerKeys';
import { PartnerWebhooks } from './PartnerWebhooks';
import { StyledOwnersOnly, useCommissionText } from './parts';

export const PARTNERS_PAGE = '/admin/partner';

/**
 * /admin/partner/:id: one partner agency, its API keys and, below them, its notifications. It
 * reads the partners' list (the server has no call for one partner), which the list screen
 * shares, so coming from the list shows it at once.
 */
export function PartnerScreen() {
  const { t, i18n } = usePartnersTranslation();
  const { id = '' } = useParams();
  const partners = useQuery(listPartnersOptions());
  const me = useQuery(getCurrentAdminOptions());
  const owner = me.data?.role === 'owner';
  const commission = useCommissionText();
  const partner = partners.data?.find((candidate) => candidate.id === id);
  useAdminHead(partner ? `${partner.name} · ${t('admin.partners.title')}` : t('admin.partners.title'));

  return (
    <>
      <p>
        <AdminLink to={PARTNERS_PAGE}>{t('admin.partners.detail.back')}</AdminLink>
      </p>
      <h1>{partner?.name ?? t('admin.partners.title')}</h1>
      <QueryState
        isPending={partners.isPending}
        isError={partners.isError}
        isEmpty={partners.isSuccess && !partner}
        emptyText={t('admin.partners.detail.notFound')}
        errorText={t('admin.partners.loadError')}
        onRetry={() => void partners.refetch()}
      >
        {partner && (
          <>
            <StyledPanel aria-labelledby="admin-partner-facts">
              <h2 id="admin-partner-facts">{t('admin.partners.detail.facts')}</h2>
              <Details
                rows={[
                  [t('admin.partners.email'), <a href={`mailto:${partner.email}`}>{partner.email}</a>],
                  [t('admin.partners.commission'), commission(partner.commissionPercent)],
                  [
                    t('admin.partners.detail.unpaidSeats'),
                    t('admin.partners.detail.unpaidSeatsValue', { count: partner.maxUnpaidSeats }),
                  ],
                  [t('admin.partners.since'), formatDateTime(partner.createdAt, i18n.language)],
                ]}
              />
            </StyledPanel>
            {!owner && me.data && <StyledOwnersOnly>{t('admin.partners.ownersOnly')}</StyledOwnersOnly>}
            <PartnerKeys partner={partner} owner={owner} />
            <PartnerWebhooks partner={partner} owner={owner} />
          </>
        )}
      </QueryState>
    </>
  );
}
