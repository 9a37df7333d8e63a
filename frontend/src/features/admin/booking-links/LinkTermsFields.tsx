import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField, TextAreaField } from '../../../components/ui/FormField';
import { useBookingLinksTranslation } from './i18n';
import { LINK_BOUNDS, offerPriceCents, wholeNumber, type LinkValues } from './link-terms';
import { StyledRadios } from './parts';

export interface LinkTermsFieldsProps {
  register: UseFormRegister<LinkValues>;
  control: Control<LinkValues>;
  errors: FieldErrors<LinkValues>;
}

/** How long the link lasts, what it charges, the children's discount and the notes the customer reads. */
export function LinkTermsFields({ register, control, errors }: LinkTermsFieldsProps) {
  const { t } = useBookingLinksTranslation();
  const [validity, pricing, childDiscountEnabled] = useWatch({
    control,
    name: ['validity', 'pricing', 'childDiscountEnabled'],
  });

  return (
    <>
      <StyledRadios>
        <legend>{t('admin.bookingLinks.validity')}</legend>
        <label>
          <input type="radio" value="days" {...register('validity')} />
          {t('admin.bookingLinks.validityDays')}
        </label>
        <label>
          <input type="radio" value="untilDeparture" {...register('validity')} />
          {t('admin.bookingLinks.validityUntilDeparture')}
        </label>
      </StyledRadios>
      {validity === 'days' && (
        <FormField
          label={t('admin.bookingLinks.days')}
          hint={t('admin.bookingLinks.daysHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.days?.message}
          {...register('days', {
            validate: (text) =>
              wholeNumber(text, 1, LINK_BOUNDS.maxDays) !== null || t('admin.bookingLinks.daysInvalid'),
          })}
        />
      )}

      <StyledRadios>
        <legend>{t('admin.bookingLinks.pricing')}</legend>
        <label>
          <input type="radio" value="departure" {...register('pricing')} />
          {t('admin.bookingLinks.pricingDeparture')}
        </label>
        <label>
          <input type="radio" value="frozen" {...register('pricing')} />
          {t('admin.bookingLinks.pricingFrozen')}
        </label>
      </StyledRadios>
      {pricing === 'frozen' && (
        <FormField
          label={t('admin.bookingLinks.offerPrice')}
          hint={t('admin.bookingLinks.offerPriceHint')}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.offerPrice?.message}
          {...register('offerPrice', {
            validate: (text) => offerPriceCents(text) !== null || t('admin.bookingLinks.offerPriceInvalid'),
          })}
        />
      )}

      <StyledRadios as="div">
        <label>
          <input type="checkbox" {...register('childDiscountEnabled')} />
          {t('admin.bookingLinks.childDiscount')}
        </label>
      </StyledRadios>
      {childDiscountEnabled && (
        <FormField
          label={t('admin.bookingLinks.childDiscountPercentage')}
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.childDiscountPercentage?.message}
          {...register('childDiscountPercentage', {
            validate: (text) => wholeNumber(text, 0, 100) !== null || t('admin.bookingLinks.childDiscountInvalid'),
          })}
        />
      )}

      <TextAreaField
        label={t('admin.bookingLinks.notes')}
        hint={t('admin.bookingLinks.notesHint')}
        rows={3}
        error={errors.notes?.message}
        {...register('notes', {
          validate: (text) => [...text.trim()].length <= LINK_BOUNDS.maxNotes || t('admin.bookingLinks.notesTooLong'),
        })}
      />
    </>
  );
}
