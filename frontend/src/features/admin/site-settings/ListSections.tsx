import { useFieldArray, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { useSiteSettingsTranslation } from './i18n';
import { FormField, TextAreaField } from '../../../components/ui/FormField';
import { errorOf, ListItem, Section, type SettingsForm, StyledProblem, StyledSectionIntro } from './parts';
import { EMPTY_HOURS, EMPTY_MEMBER, emptyReview, type ListName, newReviewId, TIME_PATTERN } from './site-settings-form';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

const StyledDays = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledDayList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

const StyledCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};

  input {
    width: 1.5rem;
    height: 1.5rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledAdd = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

export interface ListSectionProps {
  form: SettingsForm;
  /** The server's refusal of the list as a whole (too many entries, an id twice). */
  listError?: string;
}

function ListProblem({ list, text }: { list: ListName; text?: string }) {
  return text ? (
    <StyledProblem role="alert" id={`site-settings-${list}-problem`}>
      {text}
    </StyledProblem>
  ) : null;
}

export function HoursSection({ form, listError }: ListSectionProps) {
  const { t } = useSiteSettingsTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'openingHours' });
  const { register, getValues } = form;
  return (
    <Section id="site-settings-hours" title={t('admin.siteSettings.hours')}>
      <StyledSectionIntro>{t('admin.siteSettings.hoursIntro')}</StyledSectionIntro>
      {fields.length === 0 && <p>{t('admin.siteSettings.noHours')}</p>}
      {fields.map((field, index) => {
        const number = index + 1;
        const daysError = errorOf(form, `openingHours.${index}.days`);
        return (
          <ListItem
            key={field.id}
            legend={t('admin.siteSettings.hoursRow', { number })}
            removeLabel={t('admin.siteSettings.removeHours', { number })}
            removeText={t('admin.siteSettings.remove')}
            onRemove={() => remove(index)}
          >
            <StyledDays aria-invalid={daysError ? true : undefined}>
              <legend>{t('admin.siteSettings.days')}</legend>
              <StyledDayList>
                {WEEKDAYS.map((day) => (
                  <StyledCheckbox key={day}>
                    <input
                      type="checkbox"
                      value={day}
                      {...register(`openingHours.${index}.days`, {
                        validate: (days) => days.length > 0 || t('admin.siteSettings.daysRequired'),
                      })}
                    />
                    {t(`admin.siteSettings.weekdays.d${day}`)}
                  </StyledCheckbox>
                ))}
              </StyledDayList>
              {daysError && <StyledProblem role="alert">{daysError}</StyledProblem>}
            </StyledDays>
            <FormField
              label={t('admin.siteSettings.opens')}
              hint={t('admin.siteSettings.timeHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              error={errorOf(form, `openingHours.${index}.opens`)}
              {...register(`openingHours.${index}.opens`, {
                required: t('admin.common.fieldRequired'),
                pattern: { value: TIME_PATTERN, message: t('admin.siteSettings.timeInvalid') },
              })}
            />
            <FormField
              label={t('admin.siteSettings.closes')}
              hint={t('admin.siteSettings.timeHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              error={errorOf(form, `openingHours.${index}.closes`)}
              {...register(`openingHours.${index}.closes`, {
                required: t('admin.common.fieldRequired'),
                pattern: { value: TIME_PATTERN, message: t('admin.siteSettings.timeInvalid') },
                validate: (closes) => {
                  const opens = getValues(`openingHours.${index}.opens`);
                  return !TIME_PATTERN.test(opens) || opens < closes || t('admin.siteSettings.closesBeforeOpens');
                },
              })}
            />
          </ListItem>
        );
      })}
      <StyledAdd>
        <ListProblem list="openingHours" text={listError} />
        <Button variant="secondary" onClick={() => append({ ...EMPTY_HOURS, days: [] })}>
          {t('admin.siteSettings.addHours')}
        </Button>
      </StyledAdd>
    </Section>
  );
}

export function ReviewsList({ form, listError }: ListSectionProps) {
  const { t } = useSiteSettingsTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'reviews' });
  const { register, getValues } = form;
  const required = { required: t('admin.common.fieldRequired') };
  return (
    <>
      <StyledSectionIntro>{t('admin.siteSettings.reviewsListIntro')}</StyledSectionIntro>
      {fields.length === 0 && <p>{t('admin.siteSettings.noReviews')}</p>}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <ListItem
            key={field.id}
            legend={t('admin.siteSettings.review', { number })}
            removeLabel={t('admin.siteSettings.removeReview', { number })}
            removeText={t('admin.siteSettings.remove')}
            onRemove={() => remove(index)}
          >
            <FormField
              label={t('admin.siteSettings.reviewer')}
              required
              error={errorOf(form, `reviews.${index}.reviewer`)}
              {...register(`reviews.${index}.reviewer`, required)}
            />
            <FormField
              label={t('admin.siteSettings.destination')}
              required
              error={errorOf(form, `reviews.${index}.destination`)}
              {...register(`reviews.${index}.destination`, required)}
            />
            <TextAreaField
              label={t('admin.siteSettings.reviewText')}
              required
              error={errorOf(form, `reviews.${index}.text`)}
              {...register(`reviews.${index}.text`, required)}
            />
            <FormField
              label={t('admin.siteSettings.reviewRating')}
              required
              type="number"
              inputMode="numeric"
              min={1}
              max={5}
              step={1}
              error={errorOf(form, `reviews.${index}.rating`)}
              {...register(`reviews.${index}.rating`, {
                ...required,
                pattern: { value: /^[1-5]$/, message: t('admin.siteSettings.reviewRatingInvalid') },
              })}
            />
            <FormField
              label={t('admin.siteSettings.reviewImage')}
              hint={t('admin.siteSettings.reviewImageHint')}
              autoComplete="off"
              error={errorOf(form, `reviews.${index}.imageUrl`) ?? errorOf(form, `reviews.${index}.reviewId`)}
              {...register(`reviews.${index}.imageUrl`)}
            />
            <FormField
              label={t('admin.siteSettings.reviewAlt')}
              hint={t('admin.siteSettings.reviewAltHint')}
              error={errorOf(form, `reviews.${index}.alt`)}
              {...register(`reviews.${index}.alt`, {
                validate: (alt) =>
                  alt.trim() !== '' ||
                  getValues(`reviews.${index}.imageUrl`).trim() === '' ||
                  t('admin.siteSettings.altRequired'),
              })}
            />
          </ListItem>
        );
      })}
      <StyledAdd>
        <ListProblem list="reviews" text={listError} />
        <Button variant="secondary" onClick={() => append(emptyReview(newReviewId(getValues('reviews'))))}>
          {t('admin.siteSettings.addReview')}
        </Button>
      </StyledAdd>
    </>
  );
}

export function StaffSection({ form, listError }: ListSectionProps) {
  const { t } = useSiteSettingsTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'staff' });
  const { register, control } = form;
  // Only this section follows the names typed (its legends and buttons say whose they are).
  const names = useWatch({ control, name: 'staff' }).map((member) => member.name.trim());
  const required = { required: t('admin.common.fieldRequired') };
  return (
    <Section id="site-settings-staff" title={t('admin.siteSettings.staff')}>
      <StyledSectionIntro>{t('admin.siteSettings.staffIntro')}</StyledSectionIntro>
      {fields.length === 0 && <p>{t('admin.siteSettings.noStaff')}</p>}
      {fields.map((field, index) => {
        const number = index + 1;
        const name = names[index];
        return (
          <ListItem
            key={field.id}
            legend={name || t('admin.siteSettings.member', { number })}
            removeLabel={
              name
                ? t('admin.siteSettings.removeMember', { name })
                : t('admin.siteSettings.removeMemberUnnamed', { number })
            }
            removeText={t('admin.siteSettings.remove')}
            onRemove={() => remove(index)}
          >
            <FormField
              label={t('admin.siteSettings.name')}
              required
              error={errorOf(form, `staff.${index}.name`)}
              {...register(`staff.${index}.name`, required)}
            />
            <FormField
              label={t('admin.siteSettings.roleIt')}
              required
              error={errorOf(form, `staff.${index}.role.it`)}
              {...register(`staff.${index}.role.it`, required)}
            />
            <FormField
              label={t('admin.siteSettings.roleEn')}
              required
              lang="en"
              error={errorOf(form, `staff.${index}.role.en`)}
              {...register(`staff.${index}.role.en`, required)}
            />
            <TextAreaField
              label={t('admin.siteSettings.bioIt')}
              required
              error={errorOf(form, `staff.${index}.bio.it`)}
              {...register(`staff.${index}.bio.it`, required)}
            />
            <TextAreaField
              label={t('admin.siteSettings.bioEn')}
              required
              lang="en"
              error={errorOf(form, `staff.${index}.bio.en`)}
              {...register(`staff.${index}.bio.en`, required)}
            />
            <FormField
              label={t('admin.siteSettings.memberCity')}
              required
              error={errorOf(form, `staff.${index}.city`)}
              {...register(`staff.${index}.city`, required)}
            />
            <FormField
              label={t('admin.siteSettings.memberImage')}
              hint={t('admin.siteSettings.memberImageHint')}
              required
              autoComplete="off"
              error={errorOf(form, `staff.${index}.imageUrl`)}
              {...register(`staff.${index}.imageUrl`, required)}
            />
          </ListItem>
        );
      })}
      <StyledAdd>
        <ListProblem list="staff" text={listError} />
        <Button
          variant="secondary"
          onClick={() => append({ ...EMPTY_MEMBER, role: { it: '', en: '' }, bio: { it: '', en: '' } })}
        >
          {t('admin.siteSettings.addMember')}
        </Button>
      </StyledAdd>
    </Section>
  );
}
