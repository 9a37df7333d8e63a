import { StyledPanel } from '../components/ScreenParts';
import { usePartnersTranslation } from './i18n';

/**
 * Where the partner is told of its bookings (webhook endpoints) and what was delivered, on the
 * partner's page under its keys. Until the server offers the endpoints it says that no
 * notification goes out; their list, form and delivery log belong in this component.
 */
export function PartnerWebhooks() {
  const { t } = usePartnersTranslation();
  return (
    <StyledPanel aria-labelledby="admin-partner-webhooks">
      <h2 id="admin-partner-webhooks">{t('admin.partners.detail.webhooksTitle')}</h2>
      <p>{t('admin.partners.detail.webhooksText')}</p>
    </StyledPanel>
  );
}
