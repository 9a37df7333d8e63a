import { StyledIntro } from '../components/ScreenParts';
import { useAdminHead } from '../use-admin-head';
import { BalancesDue } from './BalancesDue';
import { usePaymentsTranslation } from './i18n';
import { ReviewQueue } from './ReviewQueue';
import { StatementImport } from './StatementImport';
import { StatementLayouts } from './StatementLayouts';
import { StatementsList } from './StatementsList';

/**
 * Money received by bank transfer: the statement imported, the movements staff assign or set
 * aside, the statements already in, the balances late or due this week and, last, the CSV
 * columns of each account. Fetched as a file of its own on the first visit.
 */
export function PaymentsScreen() {
  const { t } = usePaymentsTranslation();
  useAdminHead(t('admin.payments.title'));
  return (
    <>
      <h1>{t('admin.payments.title')}</h1>
      <StyledIntro>{t('admin.payments.intro')}</StyledIntro>
      <StatementImport />
      <ReviewQueue />
      <BalancesDue />
      <StatementsList />
      <StatementLayouts />
    </>
  );
}
