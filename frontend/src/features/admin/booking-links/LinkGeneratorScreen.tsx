import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { PaymentType } from '../../../api';
import {
  createBookingLinkMutation,
  listDeparturesOptions,
  listTripsOptions,
  listIbansQueryKey,
  listDeparturesQueryKey,
} from '../../../api/query-options';
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

const StyledRadios = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    cursor: pointer;
  }

  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

interface LinkValues {
  tripSlug: string;
  paymentType: PaymentType;
  departureId: string;
}

/** The booking-link generator: an IBAN, a trip, deposit or full payment, a departure; then the link to send. */
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
    formState: { errors },
  } = useForm<LinkValues>({ defaultValues: { tripSlug: '', paymentType: 'deposit', departureId: '' } });
  const tripSlug = useWatch({ control, name: 'tripSlug' });
  const trips = useQuery(listTripsOptions({ query: { lang: i18n.language } }));
  const departures = useQuery({ ...listDeparturesOptions({ query: { trip: tripSlug } }), enabled: tripSlug !== '' });

  const create = useMutation({
    ...createBookingLinkMutation(),
    onSuccess: ({ url }) => {
      setLink(url);
      notifySuccess(t('admin.bookingLinks.generated'));
      return invalidate(queryClient, listIbansQueryKey(), listDeparturesQueryKey());
    },
    onError: (error) =>
      notifyError(failureText(t, error, 'admin.bookingLinks.generateError', 'admin.bookingLinks.generateErrorWith')),
  });

  const selectIban = (id: string | null) => {
    setIbanId(id);
    if (id) setIbanMissing(false);
  };

  // The missing IBAN is told together with the form's own missing fields, not after them.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setIbanMissing(!ibanId);
    void handleSubmit((values) => {
      if (ibanId) {
        create.mutate({ body: { ibanId, departureId: values.departureId, paymentType: values.paymentType } });
      }
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
    </>
  );
}
