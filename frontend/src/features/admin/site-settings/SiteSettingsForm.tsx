import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { AdminSiteSettingsDto } from '../../../api';
import {
  getAdminSiteSettingsQueryKey,
  updateSiteSettingsMutation,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { fieldMessages, refusalCode, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useSiteSettingsTranslation } from './i18n';
import { FormField, TextAreaField } from '../../../components/ui/FormField';
import { LegalSection } from './LegalSection';
import { HoursSection, ReviewsList, StaffSection } from './ListSections';
import { errorOf, Section, type SettingsPath, StyledFields, StyledProblem, StyledSectionIntro } from './parts';
import {
  INTEGER_PATTERN,
  type ListName,
  placeOfRefusal,
  RATING_PATTERN,
  type SiteSettingsValues,
  toFormValues,
  toSettings,
} from './site-settings-form';

const StyledForm = styled.form`
  display: grid;
`;

const StyledConflict = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    margin: 0;
  }
`;

const StyledSubmit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export interface SiteSettingsFormProps {
  current: AdminSiteSettingsDto;
  /** Reads the settings again (after someone else saved); the form starts over from them. */
  onReload: () => Promise<unknown>;
}

/**
 * The whole set of settings in one form, saved at once with the version it was read at.
 * Mounted again for every version (its key), so that it always starts from what is stored.
 */
export function SiteSettingsForm({ current, onReload }: SiteSettingsFormProps) {
  const { t } = useSiteSettingsTranslation();
  const queryClient = useQueryClient();
  const form = useForm<SiteSettingsValues>({ defaultValues: toFormValues(current.settings) });
  const { register, handleSubmit, setError, getValues, setFocus } = form;
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [listErrors, setListErrors] = useState<Partial<Record<ListName, string>>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const save = useMutation({
    ...updateSiteSettingsMutation(),
    onSuccess: (saved) => {
      notifySuccess(t('admin.siteSettings.saved'), t('admin.siteSettings.savedText'));
      queryClient.setQueryData(getAdminSiteSettingsQueryKey(), saved);
      return invalidate(queryClient, listAuditEventsQueryKey());
    },
    onError: (error) => {
      if (refusalCode(error) === 'SITE_SETTINGS_CHANGED') {
        setConflict(true);
        return;
      }
      const details = fieldMessages(error);
      const lists: Partial<Record<ListName, string>> = {};
      const elsewhere: string[] = [];
      let first: SettingsPath | null = null;
      for (const [path, messages] of Object.entries(details)) {
        const place = placeOfRefusal(path);
        if (place.kind === 'field' && getValues(place.name as SettingsPath) !== undefined) {
          setError(place.name as SettingsPath, { message: messages[0] });
          first ??= place.name as SettingsPath;
        } else if (place.kind === 'list') lists[place.list] = messages[0];
        else elsewhere.push(messages[0]);
      }
      setListErrors(lists);
      const placed = first !== null || Object.keys(lists).length > 0;
      setFormProblem(
        elsewhere[0] ??
          (placed ? t('admin.siteSettings.invalid') : (refusalMessage(error) ?? t('admin.common.saveError'))),
      );
      if (first) setFocus(first);
    },
  });

  const submit = handleSubmit(
    (values) => {
      setListErrors({});
      setFormProblem(null);
      save.mutate({ body: { version: current.version, settings: toSettings(values) } });
    },
    () => setFormProblem(t('admin.siteSettings.invalid')),
  );

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      notifySuccess(t('admin.siteSettings.reloaded'));
    } catch {
      notifyError(t('admin.common.loadError'));
    } finally {
      setReloading(false);
    }
  };

  const required = { required: t('admin.common.fieldRequired') };
  const field = (name: SettingsPath) => ({ error: errorOf(form, name) });

  return (
    <StyledForm noValidate aria-label={t('admin.siteSettings.title')} onSubmit={(event) => void submit(event)}>
      <Section id="site-settings-contacts" title={t('admin.siteSettings.contacts')}>
        <StyledFields>
          <FormField
            label={t('admin.siteSettings.brand')}
            required
            {...field('brand')}
            {...register('brand', required)}
          />
          <FormField
            label={t('admin.siteSettings.legalName')}
            required
            {...field('legalName')}
            {...register('legalName', required)}
          />
          <FormField
            label={t('admin.siteSettings.vatNumber')}
            hint={t('admin.siteSettings.vatNumberHint')}
            required
            autoComplete="off"
            {...field('vatNumber')}
            {...register('vatNumber', required)}
          />
          <FormField
            label={t('admin.siteSettings.phone')}
            hint={t('admin.siteSettings.phoneHint')}
            required
            type="tel"
            autoComplete="off"
            {...field('phone')}
            {...register('phone', required)}
          />
          <FormField
            label={t('admin.siteSettings.email')}
            required
            type="email"
            autoComplete="off"
            {...field('email')}
            {...register('email', required)}
          />
        </StyledFields>
      </Section>

      <Section id="site-settings-address" title={t('admin.siteSettings.address')}>
        <StyledFields>
          <FormField
            label={t('admin.siteSettings.street')}
            required
            {...field('address.street')}
            {...register('address.street', required)}
          />
          <FormField
            label={t('admin.siteSettings.postalCode')}
            required
            inputMode="numeric"
            {...field('address.postalCode')}
            {...register('address.postalCode', required)}
          />
          <FormField
            label={t('admin.siteSettings.city')}
            required
            {...field('address.city')}
            {...register('address.city', required)}
          />
          <FormField
            label={t('admin.siteSettings.province')}
            hint={t('admin.siteSettings.provinceHint')}
            required
            {...field('address.province')}
            {...register('address.province', required)}
          />
        </StyledFields>
      </Section>

      <LegalSection form={form} />

      <HoursSection form={form} listError={listErrors.openingHours} />

      <Section id="site-settings-social" title={t('admin.siteSettings.social')}>
        <StyledSectionIntro>{t('admin.siteSettings.socialIntro')}</StyledSectionIntro>
        <StyledFields>
          {(['facebook', 'instagram', 'youtube', 'twitter'] as const).map((network) => (
            <FormField
              key={network}
              label={t(`admin.siteSettings.${network}`)}
              type="url"
              autoComplete="off"
              {...field(`social.${network}`)}
              {...register(`social.${network}`)}
            />
          ))}
        </StyledFields>
      </Section>

      <Section id="site-settings-reviews" title={t('admin.siteSettings.reviews')}>
        <StyledFields>
          <FormField
            label={t('admin.siteSettings.reviewsUrl')}
            hint={t('admin.siteSettings.reviewsUrlHint')}
            required
            type="url"
            autoComplete="off"
            {...field('reviewsUrl')}
            {...register('reviewsUrl', required)}
          />
          <FormField
            label={t('admin.siteSettings.travellers')}
            hint={t('admin.siteSettings.travellersHint')}
            required
            inputMode="numeric"
            {...field('claims.travellers')}
            {...register('claims.travellers', {
              ...required,
              pattern: { value: INTEGER_PATTERN, message: t('admin.siteSettings.integerInvalid') },
            })}
          />
          <FormField
            label={t('admin.siteSettings.rating')}
            hint={t('admin.siteSettings.ratingHint')}
            required
            inputMode="decimal"
            {...field('claims.rating')}
            {...register('claims.rating', {
              ...required,
              validate: (rating) =>
                (RATING_PATTERN.test(rating.trim()) && Number(rating.trim().replace(',', '.')) <= 5) ||
                t('admin.siteSettings.ratingInvalid'),
            })}
          />
          <FormField
            label={t('admin.siteSettings.reviewCount')}
            required
            inputMode="numeric"
            {...field('claims.reviewCount')}
            {...register('claims.reviewCount', {
              ...required,
              pattern: { value: INTEGER_PATTERN, message: t('admin.siteSettings.integerInvalid') },
            })}
          />
        </StyledFields>
        <ReviewsList form={form} listError={listErrors.reviews} />
      </Section>

      <StaffSection form={form} listError={listErrors.staff} />

      <Section id="site-settings-seo" title={t('admin.siteSettings.seo')}>
        <StyledSectionIntro>{t('admin.siteSettings.seoIntro')}</StyledSectionIntro>
        <StyledFields>
          <TextAreaField
            label={t('admin.siteSettings.descriptionIt')}
            hint={t('admin.siteSettings.descriptionHint')}
            required
            {...field('seo.description.it')}
            {...register('seo.description.it', required)}
          />
          <TextAreaField
            label={t('admin.siteSettings.descriptionEn')}
            hint={t('admin.siteSettings.descriptionHint')}
            required
            lang="en"
            {...field('seo.description.en')}
            {...register('seo.description.en', required)}
          />
          <TextAreaField
            label={t('admin.siteSettings.keywords')}
            hint={t('admin.siteSettings.keywordsHint')}
            {...field('seo.keywords')}
            {...register('seo.keywords')}
          />
        </StyledFields>
      </Section>

      <StyledSubmit>
        {conflict && (
          <StyledConflict role="alert" aria-labelledby="site-settings-conflict">
            <h2 id="site-settings-conflict">{t('admin.siteSettings.conflictTitle')}</h2>
            <p>{t('admin.siteSettings.conflictText')}</p>
            <Button variant="secondary" disabled={reloading} onClick={() => void reload()}>
              {t('admin.siteSettings.reload')}
            </Button>
          </StyledConflict>
        )}
        {formProblem && !conflict && <StyledProblem role="alert">{formProblem}</StyledProblem>}
        <Button type="submit" disabled={save.isPending || conflict}>
          {save.isPending ? t('admin.siteSettings.saving') : t('admin.siteSettings.save')}
        </Button>
      </StyledSubmit>
    </StyledForm>
  );
}
