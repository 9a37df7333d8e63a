import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { PartnerDto } from '../../../api';
import { getCurrentAdminOptions, listPartnersOptions } from '../../../api/query-options';
import { AdminLink } from '../components/AdminLink';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledListPanel, StyledListTitle } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { useAdminHead } from '../use-admin-head';
import { usePartnersTranslation } from './i18n';
import { NewPartnerForm } from './NewPartnerForm';
import { keyCounts } from './partner-terms';
import { StyledOwnersOnly, useCommissionText } from './parts';

/** Wide enough for the e-mail and the keys' summary: on a phone the table scrolls in its frame. */
const StyledTable = styled.table`
  min-width: 46rem;
`;

/** /admin/partner: the partner agencies, and for owners the form that adds one. */
export function PartnersScreen() {
  const { t, i18n } = usePartnersTranslation();
  useAdminHead(t('admin.partners.title'));
  const partners = useQuery(listPartnersOptions());
  const me = useQuery(getCurrentAdminOptions());
  const owner = me.data?.role === 'owner';
  const commission = useCommissionText();

  return (
    <>
      <StyledListTitle>
        <h1>{t('admin.partners.title')}</h1>
        <p>{t('admin.partners.intro')}</p>
      </StyledListTitle>
      <StyledListPanel aria-labelledby="admin-partners-list">
        <h2 id="admin-partners-list">{t('admin.partners.listTitle')}</h2>
        <QueryState
          isPending={partners.isPending}
          isError={partners.isError}
          isEmpty={partners.data?.length === 0}
          emptyText={owner ? t('admin.partners.emptyOwner') : t('admin.partners.empty')}
          errorText={t('admin.partners.loadError')}
          onRetry={() => void partners.refetch()}
        >
          <ScrollableTable label={t('admin.common.table', { name: t('admin.partners.listTitle') })}>
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">{t('admin.partners.name')}</th>
                  <th scope="col">{t('admin.partners.email')}</th>
                  <th scope="col">{t('admin.partners.commission')}</th>
                  <th scope="col">{t('admin.partners.keys')}</th>
                  <th scope="col">{t('admin.partners.since')}</th>
                </tr>
              </thead>
              <tbody>
                {partners.data?.map((partner) => (
                  <tr key={partner.id}>
                    <th scope="row">
                      <AdminLink to={`/admin/partner/${partner.id}`}>{partner.name}</AdminLink>
                    </th>
                    <td>{partner.email}</td>
                    <td>{commission(partner.commissionPercent)}</td>
                    <td>
                      <KeysSummary partner={partner} />
                    </td>
                    <td>{formatShortDateTime(partner.createdAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </ScrollableTable>
        </QueryState>
      </StyledListPanel>

      {owner ? <NewPartnerForm /> : me.data && <StyledOwnersOnly>{t('admin.partners.ownersOnly')}</StyledOwnersOnly>}
    </>
  );
}

/** '2 attive · 1 non più valida', 'Nessuna chiave'. */
function KeysSummary({ partner }: { partner: PartnerDto }) {
  const { t } = usePartnersTranslation();
  if (partner.keys.length === 0) return <>{t('admin.partners.keysNone')}</>;
  const { working, ended } = keyCounts(partner.keys);
  const parts = [
    working > 0 ? t('admin.partners.keysActive', { count: working }) : t('admin.partners.keysNoneActive'),
    ...(ended > 0 ? [t('admin.partners.keysEnded', { count: ended })] : []),
  ];
  return <>{parts.join(' · ')}</>;
}
