import { useCatalogueListTranslation } from '../../features/catalogue/list-i18n';
import { Seo } from '../../components/seo/Seo';
import { TravelList } from '../../features/catalogue/components/TravelList';

export function TravelListPage() {
  const { t } = useCatalogueListTranslation();

  return (
    <>
      <Seo title={t('catalogueList.title')} description={t('catalogueList.seoDescription')} canonicalPath="/travel" />
      <TravelList />
    </>
  );
}
