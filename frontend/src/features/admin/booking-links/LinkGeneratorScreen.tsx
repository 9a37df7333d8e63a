import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  createBookingLinkMutation,
  listBookingLinksQueryKey,
  listDeparturesOptions,
  listTripsOptions,
  listIbansQueryKey,
  listDeparturesQueryKey,
} from '../../../api/query-options';
import { fieldMessages } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useBookingLinksTranslation } from './i18n';
import { AdminLink } from '../components/AdminLink';
import { StyledForm, StyledIntro, StyledPanel } from '../components/ScreenParts';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { useAdminHead } from '../use-admin-head';
import { failureText } from '../ibans/failure';
import { IbanManager } from '../ibans/IbanManager';
import { ACTIVE_IBAN_PAGE, StyledField, StyledFieldError, StyledLabel, StyledSelect } from '../ibans/parts';
import { CopyButton } from '../../../components/ui/CopyButton';
import { ExistingLinks } from './ExistingLinks';
import { IssuedLinks } from './IssuedLinks';
import { LINK_DEFAULTS, linkRequest, type LinkValues } from './link-terms';
import { LinkTermsFields } from './LinkTermsFields';
import { StyledHint, StyledRadios } from './parts';

const StyledResult = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }

  input {
    flex: 1 1 20rem;
    min-height: 3.25rem;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceWarm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
`;

const StyledActiveLink = styled(AdminLink)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/**
 * The booking-link generator: an IBAN, a trip, deposit or full payment, a departure and the
 * link's terms; then the link to send. The links already active for the departure are shown
 * first, and every link issued can be found again below.
 */
export function LinkGeneratorScreen() {
  const { t, i18n } = useBookingLinksTranslation();
  useAdminHead(t('admin.bookingLinks.title'));
  const queryClient = useQueryClient();
  const ids = useId();
  const [ibanId, setIbanId] = useState<string | null>(null);
  const [ibanMissing, setIbanMissing] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<LinkValues>({ defaultValues: LINK_DEFAULTS });
  const [tripSlug, departureId] = useWatch({ control, name: ['tripSlug', 'departureId'] });
  const trips = useQuery(listTripsOptions({ query: { lang: i18n.language } }));
  const departures = useQuery({ ...listDeparturesOptions({ query: { trip: tripSlug } }), enabled: tripSlug !== '' });

  const create = useMutation({
    ...createBookingLinkMutation(),
    onSuccess: ({ url }) => {
      setLink(url);
      notifySuccess(t('admin.bookingLinks.generated'));
      return invalidate(queryClient, listIbansQueryKey(), listDeparturesQueryKey(), listBookingLinksQueryKey());
    },
    onError: (error) => {
      // The server's words beside the fields they are about, as well as in the notice.
      const details = fieldMessages(error);
      const fields: [keyof typeof details, keyof LinkValues][] = [
        ['expiresInDays', 'days'],
        ['offerPriceCents', 'offerPrice'],
        ['childDiscountPercentage', 'childDiscountPercentage'],
        ['specialNotes', 'notes'],
      ];
      for (const [field, input] of fields) {
        if (details[field]?.[0]) setError(input, { message: details[field][0] });
      }
      notifyError(failureText(t, error, 'admin.bookingLinks.generateError', 'admin.bookingLinks.generateErrorWith'));
    },
  });

  const selectIban = (id: string | null) => {
    setIbanId(id);
    if (id) setIbanMissing(false);
  };

  // The missing IBAN is told together with the form's own missing fields, not after them.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setIbanMissing(!ibanId);
    void handleSubmit((values) => {
      if (ibanId) create.mutate({ body: linkRequest(values, ibanId) });
    })(event);
  };

  const tripField = register('tripSlug', {
    required: t('admin.bookingLinks.tripRequired'),
    onChange: () => setValue('departureId', ''),
  });
  const openDepartures = departures.data ?? [];

  let departureHint: string | null = null;
  if (tripSlug === '') departureHint = t('admin.bookingLinks.departureFirstTrip');
  else if (departures.isPending) departureHint = t('admin.bookingLinks.departuresLoading');
  else if (departures.isError) departureHint = t('admin.bookingLinks.departuresError');
  else if (openDepartures.length === 0) departureHint = t('admin.bookingLinks.departuresEmpty');

  return (
    <>
      <h1>{t('admin.bookingLinks.title')}</h1>
      <StyledIntro>{t('admin.bookingLinks.intro')}</StyledIntro>
      <p>
        <StyledActiveLink to={ACTIVE_IBAN_PAGE}>{t('admin.bookingLinks.toActive')}</StyledActiveLink>
      </p>
      <IbanManager selectedId={ibanId} onSelect={selectIban} />

      <StyledPanel aria-labelledby="admin-link-title">
        <h2 id="admin-link-title">{t('admin.bookingLinks.formTitle')}</h2>
        <StyledForm noValidate onSubmit={submit} aria-labelledby="admin-link-title">
          <StyledField>
            <StyledLabel htmlFor={`${ids}-trip`}>{t('admin.bookingLinks.trip')}</StyledLabel>
            <StyledSelect
              id={`${ids}-trip`}
              aria-required
              aria-invalid={errors.tripSlug ? true : undefined}
              aria-describedby={errors.tripSlug ? `${ids}-trip-error` : undefined}
              disabled={!trips.data}
              {...tripField}
            >
              <option value="">{t('admin.bookingLinks.tripPlaceholder')}</option>
              {trips.data?.map((trip) => (
                <option key={trip.slug} value={trip.slug}>
                  {trip.title}
                </option>
              ))}
            </StyledSelect>
            {trips.isPending && <StyledHint role="status">{t('admin.common.loading')}</StyledHint>}
            {trips.isError && (
              <StyledFieldError role="alert">
                {t('admin.bookingLinks.tripsError')}{' '}
                <Button variant="secondary" onClick={() => void trips.refetch()}>
                  {t('admin.common.retry')}
                </Button>
              </StyledFieldError>
            )}
            {errors.tripSlug && (
              <StyledFieldError id={`${ids}-trip-error`} role="alert">
                {errors.tripSlug.message}
              </StyledFieldError>
            )}
          </StyledField>

          <StyledRadios>
            <legend>{t('admin.bookingLinks.payment')}</legend>
            <label>
              <input type="radio" value="deposit" {...register('paymentType')} />
              {t('admin.bookingLinks.deposit')}
            </label>
            <label>
              <input type="radio" value="full" {...register('paymentType')} />
              {t('admin.bookingLinks.full')}
            </label>
          </StyledRadios>

          <StyledField>
            <StyledLabel htmlFor={`${ids}-departure`}>{t('admin.bookingLinks.departure')}</StyledLabel>
            <StyledSelect
              id={`${ids}-departure`}
              aria-required
              aria-invalid={errors.departureId ? true : undefined}
              aria-describedby={
                [departureHint ? `${ids}-departure-hint` : '', errors.departureId ? `${ids}-departure-error` : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              disabled={openDepartures.length === 0}
              {...register('departureId', { required: t('admin.bookingLinks.departureRequired') })}
            >
              <option value="">{t('admin.bookingLinks.departurePlaceholder')}</option>
              {openDepartures.map((departure) => (
                <option key={departure.id} value={departure.id} disabled={departure.spotsAvailable === 0}>
                  {t('admin.bookingLinks.departureOption', {
                    from: formatCalendarDate(departure.startDate),
                    to: formatCalendarDate(departure.endDate),
                    count: departure.spotsAvailable,
                  })}
                </option>
              ))}
            </StyledSelect>
            {departureHint && (
              <StyledHint id={`${ids}-departure-hint`} role={departures.isError ? 'alert' : undefined}>
                {departureHint}
              </StyledHint>
            )}
            {departures.isError && (
              <div>
                <Button variant="secondary" onClick={() => void departures.refetch()}>
                  {t('admin.common.retry')}
                </Button>
              </div>
            )}
            {errors.departureId && (
              <StyledFieldError id={`${ids}-departure-error`} role="alert">
                {errors.departureId.message}
              </StyledFieldError>
            )}
          </StyledField>

          {departureId !== '' && <ExistingLinks departureId={departureId} />}

          <h3>{t('admin.bookingLinks.terms')}</h3>
          <LinkTermsFields register={register} control={control} errors={errors} />

          {ibanMissing && <StyledFieldError role="alert">{t('admin.bookingLinks.ibanRequired')}</StyledFieldError>}
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('admin.bookingLinks.generating') : t('admin.bookingLinks.generate')}
            </Button>
          </div>
        </StyledForm>

        {link && (
          <StyledResult>
            <StyledLabel htmlFor={`${ids}-link`}>{t('admin.bookingLinks.result')}</StyledLabel>
            <div>
              <input id={`${ids}-link`} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
              <CopyButton
                text={link}
                label={t('admin.bookingLinks.copy')}
                copiedLabel={t('admin.bookingLinks.copied')}
                failedText={t('admin.bookingLinks.copyError')}
              />
            </div>
          </StyledResult>
        )}
      </StyledPanel>

      <IssuedLinks />
    </>
  );
}
