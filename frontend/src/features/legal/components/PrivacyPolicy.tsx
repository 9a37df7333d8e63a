import { useLegalTranslation } from '../i18n';
import { Seo } from '../../../components/seo/Seo';
import { PRIVACY_POLICY_UPDATED, privacyPolicy } from '../content/privacy-policy';
import { companyFacts } from '../legal-document';
import { LegalDocumentView, LegalPageFrame } from './LegalDocumentView';
import { LegalSettingsGate } from './LegalSettingsGate';

/** /privacy and /privacy-policy: one page, whose canonical address is /privacy-policy. */
export function PrivacyPolicy() {
  const { t, i18n } = useLegalTranslation();
  const language = i18n.language;

  return (
    <>
      <Seo
        title={t('legal.privacyTitle')}
        description={t('legal.privacyDescription')}
        canonicalPath="/privacy-policy"
      />
      <LegalPageFrame title={t('legal.privacyHeading')} updated={PRIVACY_POLICY_UPDATED}>
        <LegalSettingsGate>
          {(site) => <LegalDocumentView document={privacyPolicy(language, companyFacts(site, language))} />}
        </LegalSettingsGate>
      </LegalPageFrame>
    </>
  );
}
