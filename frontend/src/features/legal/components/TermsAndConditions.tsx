import { useLegalTranslation } from '../i18n';
import { Seo } from '../../../components/seo/Seo';
import { TERMS_UPDATED, termsAndConditions } from '../content/terms';
import { companyFacts } from '../legal-document';
import { LegalDocumentView, LegalPageFrame } from './LegalDocumentView';
import { LegalSettingsGate } from './LegalSettingsGate';

export function TermsAndConditions() {
  const { t, i18n } = useLegalTranslation();
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
