import { useTranslation } from '../../i18n/use-translation';
import { Seo } from '../../components/seo/Seo';
import { TravelList } from '../../features/catalogue/components/TravelList';

export function TravelListPage() {
  const { t } = useTranslation();

  return (
    <>
      <Seo title={t('catalogue.list.title')} description={t('catalogue.list.seoDescription')} canonicalPath="/travel" />
      <TravelList />
    </>
  );
}
