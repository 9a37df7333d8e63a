import { useTranslation } from '../../../i18n/use-translation';
import { Seo } from '../../../components/seo/Seo';
import { TERMS_UPDATED, termsAndConditions } from '../content/terms';
import { companyFacts } from '../legal-document';
import { LegalDocumentView, LegalPageFrame } from './LegalDocumentView';
import { LegalSettingsGate } from './LegalSettingsGate';
import '../i18n'; // the feature's strings, loaded with its code

export function TermsAndConditions() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  return (
    <>
      <Seo title={t('legal.termsTitle')} description={t('legal.termsDescription')} canonicalPath="/terms" />
      <LegalPageFrame title={t('legal.termsHeading')} updated={TERMS_UPDATED}>
        <LegalSettingsGate>
          {(site) => (
            <LegalDocumentView
              document={termsAndConditions(language, companyFacts(site, language), site.bookingPolicy)}
            />
          )}
        </LegalSettingsGate>
      </LegalPageFrame>
    </>
  );
}
