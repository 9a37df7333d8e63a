import { FormField } from '../../../components/ui/FormField';
import { useSiteSettingsTranslation } from './i18n';
import {
  errorOf,
  FieldGroup,
  Section,
  type SettingsForm,
  type SettingsPath,
  StyledFields,
  StyledSectionIntro,
} from './parts';

/**
 * The licence, insolvency protection, liability insurance and emergency phone that package-travel
 * law has the documents sent to customers name. Every field is required: a document missing
 * one of them would not meet the law.
 */
export function LegalSection({ form }: { form: SettingsForm }) {
  const { t } = useSiteSettingsTranslation();
  const { register } = form;
  const required = { required: t('admin.common.fieldRequired') };
  const field = (name: SettingsPath) => ({ error: errorOf(form, name) });

  return (
    <Section id="site-settings-legal" title={t('admin.siteSettings.legal')}>
      <StyledSectionIntro>{t('admin.siteSettings.legalIntro')}</StyledSectionIntro>
      <StyledFields>
        <FormField
          label={t('admin.siteSettings.licence')}
          hint={t('admin.siteSettings.licenceHint')}
          required
          autoComplete="off"
          {...field('legal.licence')}
          {...register('legal.licence', required)}
        />
        <FieldGroup legend={t('admin.siteSettings.insolvencyProtector')}>
          <FormField
            label={t('admin.siteSettings.protectorName')}
            hint={t('admin.siteSettings.protectorNameHint')}
            required
            autoComplete="off"
            {...field('legal.insolvencyProtector.name')}
            {...register('legal.insolvencyProtector.name', required)}
          />
          <FormField
            label={t('admin.siteSettings.protectorAddress')}
            hint={t('admin.siteSettings.protectorAddressHint')}
            required
            autoComplete="off"
            {...field('legal.insolvencyProtector.address')}
            {...register('legal.insolvencyProtector.address', required)}
          />
          <FormField
            label={t('admin.siteSettings.protectorPhone')}
            hint={t('admin.siteSettings.protectorPhoneHint')}
            required
            type="tel"
            autoComplete="off"
            {...field('legal.insolvencyProtector.phone')}
            {...register('legal.insolvencyProtector.phone', required)}
          />
          <FormField
            label={t('admin.siteSettings.protectorEmail')}
            hint={t('admin.siteSettings.protectorEmailHint')}
            required
            type="email"
            autoComplete="off"
            {...field('legal.insolvencyProtector.email')}
            {...register('legal.insolvencyProtector.email', required)}
          />
          <FormField
            label={t('admin.siteSettings.guaranteeNumber')}
            hint={t('admin.siteSettings.guaranteeNumberHint')}
            required
            autoComplete="off"
            {...field('legal.insolvencyProtector.policyNumber')}
            {...register('legal.insolvencyProtector.policyNumber', required)}
          />
        </FieldGroup>
        <FieldGroup legend={t('admin.siteSettings.liabilityInsurance')}>
          <FormField
            label={t('admin.siteSettings.insurer')}
            hint={t('admin.siteSettings.insurerHint')}
            required
            autoComplete="off"
            {...field('legal.liabilityInsurance.insurer')}
            {...register('legal.liabilityInsurance.insurer', required)}
          />
          <FormField
            label={t('admin.siteSettings.insuranceNumber')}
            hint={t('admin.siteSettings.insuranceNumberHint')}
            required
            autoComplete="off"
            {...field('legal.liabilityInsurance.policyNumber')}
            {...register('legal.liabilityInsurance.policyNumber', required)}
          />
        </FieldGroup>
        <FormField
          label={t('admin.siteSettings.emergencyPhone')}
          hint={t('admin.siteSettings.emergencyPhoneHint')}
          required
          type="tel"
          autoComplete="off"
          {...field('legal.emergencyPhone')}
          {...register('legal.emergencyPhone', required)}
        />
      </StyledFields>
    </Section>
  );
}
