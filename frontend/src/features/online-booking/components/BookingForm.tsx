import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  bookingInformation,
  quoteBooking,
  type AirportCode,
  type BookingLinkDto,
  type BookingPolicyDto,
} from '../../../api';
import { createBookingMutation, getBookingLinkQueryKey } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { FormField, SelectField } from '../../../components/ui/FormField';
import { notifyError } from '../../../components/ui/toast';
import type { Language } from '../../../i18n/i18n';
import { useOnlineBookingTranslation } from '../i18n';
import { apiRefusal, refusalMessage } from '../../../api/api-error';
import { parseTypedDate } from '../birth-date';
import { choiceFromAddress, travellerLimit } from '../choice';
import { newIdempotencyKey } from '../idempotency';
import { InformationConfirmation, PreContractInformation } from './PreContractInformation';
import { PriceSummary } from './PriceSummary';
import { formatMoney } from '../format';

// Deliberately loose: the server has the last word; this only catches a missing '@' or domain.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface TravellerValues {
  firstName: string;
  lastName: string;
  /** As typed, GG/MM/AAAA; sent only once it is a whole date. */
  birthDate: string;
  address: string;
  passportNumber: string;
  /** Asks for a single room; offered only where the trip has a supplement. */
  singleRoom: boolean;
}

export interface BookingFormValues {
  airport: AirportCode | '';
  /** The first traveller's, who is the booking's contact. */
  email: string;
  phone: string;
  travellers: TravellerValues[];
}

const emptyTraveller: TravellerValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  address: '',
  passportNumber: '',
  singleRoom: false,
};

/**
 * The price comes before the button on a phone, beside the form on a wide screen: the
 * customer sees what they will pay before they press it.
 */
const StyledLayout = styled.form`
  display: grid;
  grid-template-areas: 'fields' 'summary' 'information' 'actions';
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-areas: 'fields summary' 'information summary' 'actions summary';
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    grid-template-rows: auto auto 1fr;
    align-items: start;
  }
`;

const StyledFields = styled.div`
  grid-area: fields;
  min-width: 0;
`;

const StyledAside = styled.div`
  grid-area: summary;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledTraveller = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const StyledWide = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

const StyledCheck = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  cursor: pointer;

  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
`;

const StyledInformationArea = styled.div`
  grid-area: information;
  min-width: 0;
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`;

const StyledSubmit = styled(Button)`
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

const StyledProblem = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Where the server's field names land in this form. */
function formFieldOf(serverField: string): FieldPath<BookingFormValues> | null {
  if (serverField === 'contactEmail') return 'email';
  if (serverField === 'contactPhone') return 'phone';
  if (serverField === 'airport') return 'airport';
  if (serverField === 'singleRooms') return 'travellers.0.singleRoom';
  const match = /^travellers\.(\d+)\.(firstName|lastName|birthDate|address|passportNumber)$/.exec(serverField);
  return match ? (`travellers.${Number(match[1])}.${match[2]}` as FieldPath<BookingFormValues>) : null;
}

function toBody(values: BookingFormValues, informationVersion: string, language: Language, singleRooms: boolean) {
  return {
    airport: values.airport as AirportCode,
    contactEmail: values.email.trim(),
    contactPhone: values.phone.trim(),
    // The text the customer confirmed, in the language it was written in: the server checks
    // the version against its own text in that language, and writes the booking's e-mails in it.
    informationVersion,
    language,
    travellers: values.travellers.map((traveller) => {
      const birthDate = parseTypedDate(traveller.birthDate);
      return {
        firstName: traveller.firstName.trim(),
        lastName: traveller.lastName.trim(),
        ...(birthDate ? { birthDate } : {}),
        ...(traveller.address.trim() ? { address: traveller.address.trim() } : {}),
        ...(traveller.passportNumber.trim() ? { passportNumber: traveller.passportNumber.trim() } : {}),
        ...(singleRooms ? { singleRoom: traveller.singleRoom } : {}),
      };
    }),
  };
}

export interface BookingFormProps {
  link: BookingLinkDto;
  /** The airports and the group limit, from the site settings the page's frame holds. */
  policy: Pick<BookingPolicyDto, 'airports' | 'maxTravellers'>;
  expired: boolean;
  /** The server said the link has expired (410). */
  onExpired: () => void;
}

/** The travellers, the live price and the booking itself; then the payment page. */
export function BookingForm({ link, policy, expired, onExpired }: BookingFormProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language;
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = link.token;

  // The choice made on the trip page travels in the address the checkout answered with.
  const [defaults] = useState<BookingFormValues>(() => {
    const chosen = choiceFromAddress(search, policy, link);
    return {
      airport: chosen.airport,
      email: '',
      phone: '',
      travellers: Array.from({ length: chosen.travellers }, () => ({ ...emptyTraveller })),
    };
  });

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BookingFormValues>({ defaultValues: defaults, shouldFocusError: true });
  const { fields, append, remove } = useFieldArray({ control, name: 'travellers' });

  // Seats left on the departure (the link states them) and the group limit, both from the server.
  const limit = travellerLimit(policy, link);

  // The quote follows the travellers; a birth date counts only once it is a whole date, so
  // typing does not ask the server at every key.
  const travellers = useWatch({ control, name: 'travellers' });
  const birthDates = useMemo(
    () => (travellers ?? []).map((traveller) => parseTypedDate(traveller?.birthDate ?? '')),
    [travellers],
  );
  // Single rooms only where the trip has a supplement: the server prices them.
  const offersSingleRooms = link.singleSupplementCents !== null;
  const singleRooms = offersSingleRooms ? (travellers ?? []).filter((traveller) => traveller?.singleRoom).length : 0;
  const quote = useQuery({
    // Under the link's own key: the price belongs to the link, and anything that marks the
    // link stale marks its prices stale too.
    queryKey: [...getBookingLinkQueryKey({ path: { token } }), { quoteFor: birthDates, singleRooms }],
    queryFn: async ({ signal }) => {
      const { data } = await quoteBooking({
        path: { token },
        body: {
          travellers: birthDates.map((birthDate) => (birthDate ? { birthDate } : {})),
          ...(singleRooms > 0 ? { singleRooms } : {}),
        },
        signal,
        throwOnError: true,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    enabled: !expired,
  });
  useEffect(() => {
    if (apiRefusal(quote.error)?.status === 410) onExpired();
  }, [quote.error, onExpired]);

  // The pre-contract information follows the same travellers (asked at the same moments as the
  // price), the airport chosen and the page's language: each changes what the customer reads.
  const airport = useWatch({ control, name: 'airport' });
  const information = useQuery({
    queryKey: [
      ...getBookingLinkQueryKey({ path: { token } }),
      { informationFor: birthDates, singleRooms, airport, language },
    ],
    queryFn: async ({ signal }) => {
      const { data } = await bookingInformation({
        path: { token },
        body: {
          travellers: birthDates.map((birthDate) => (birthDate ? { birthDate } : {})),
          ...(singleRooms > 0 ? { singleRooms } : {}),
          ...(airport ? { airport } : {}),
          language,
        },
        signal,
        throwOnError: true,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    enabled: !expired,
  });
  useEffect(() => {
    if (apiRefusal(information.error)?.status === 410) onExpired();
  }, [information.error, onExpired]);

  // The box is ticked for one text, the version shown when the customer ticked it. Another
  // version arriving (other travellers, another airport, a text the agency changed) unticks it
  // for good, with a note saying why: coming back to the first text does not tick it again.
  const shownVersion = information.data?.version;
  const [confirmedVersion, setConfirmedVersion] = useState<string | null>(null);
  const [informationUpdated, setInformationUpdated] = useState(false);
  const [lastShownVersion, setLastShownVersion] = useState(shownVersion);
  if (shownVersion !== undefined && shownVersion !== lastShownVersion) {
    setLastShownVersion(shownVersion);
    if (confirmedVersion !== null) {
      setConfirmedVersion(null);
      setInformationUpdated(true);
    }
  }
  const confirmed = shownVersion !== undefined && confirmedVersion === shownVersion;
  const [confirmationError, setConfirmationError] = useState<string | null>(null);
  const confirmationBox = useRef<HTMLInputElement>(null);

  const confirmInformation = (checked: boolean) => {
    if (checked && shownVersion === undefined) {
      setConfirmationError(t('onlineBooking.information.notShown'));
      return;
    }
    setConfirmedVersion(checked ? (shownVersion ?? null) : null);
    if (checked) {
      setConfirmationError(null);
      setInformationUpdated(false);
    }
  };

  /** Beside the box, as the fields say theirs; focused when nothing above it is wrong. */
  const refuseUnconfirmed = (focus: boolean) => {
    setConfirmationError(
      shownVersion === undefined ? t('onlineBooking.information.notShown') : t('onlineBooking.information.required'),
    );
    if (focus) confirmationBox.current?.focus();
  };

  // One key for this form's bookings: a double press or a retry after a lost answer is the
  // same booking for the server. A new one only after a refusal, which created nothing.
  const [firstKey] = useState(newIdempotencyKey);
  const idempotencyKey = useRef(firstKey);
  const create = useMutation(createBookingMutation());
  const [problem, setProblem] = useState<string | null>(null);

  const refuse = (message: string) => {
    setProblem(message);
    notifyError(message);
  };

  // Set at once, before React re-renders with the mutation pending, and kept once the booking
  // is made (the page moves on): a double click sends one request.
  const sending = useRef(false);

  const submit = (values: BookingFormValues) => {
    if (expired || sending.current) return;
    if (!confirmed || shownVersion === undefined) {
      refuseUnconfirmed(true);
      return;
    }
    sending.current = true;
    setProblem(null);
    create.mutate(
      {
        path: { token },
        headers: { 'Idempotency-Key': idempotencyKey.current },
        body: toBody(values, shownVersion, language, offersSingleRooms),
      },
      {
        onSuccess: (booking) => {
          if (!booking?.id) {
            sending.current = false;
            refuse(t('onlineBooking.form.processError'));
            return;
          }
          void navigate(`/payment-custom/${booking.id}`);
        },
        onError: (error) => {
          sending.current = false;
          const refusal = apiRefusal(error);
          // No answer, or the server failed: the booking may exist, so the key stays for the retry.
          if (refusal === null || (refusal.status >= 500 && refusal.code !== 'PAYMENT_UNAVAILABLE')) {
            refuse(t('onlineBooking.form.createError'));
            return;
          }
          if (refusal.code !== 'IDEMPOTENCY_KEY_REUSED') idempotencyKey.current = newIdempotencyKey();
          if (refusal.status === 410) {
            onExpired();
            return;
          }
          if (refusal.code === 'INFORMATION_CHANGED') {
            // The text changed since it was shown: the new one is read and confirmed again.
            setConfirmedVersion(null);
            void information.refetch();
            refuse(refusal.message ?? t('onlineBooking.information.updated'));
            return;
          }
          if (refusal.status === 400 && refusal.details) {
            const unplaced: string[] = [];
            let first = true;
            for (const [serverField, messages] of Object.entries(refusal.details)) {
              const field = formFieldOf(serverField);
              if (field) {
                setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
                first = false;
              } else unplaced.push(...messages);
            }
            setProblem(unplaced.length > 0 ? unplaced.join(' ') : t('onlineBooking.form.fixErrors'));
            return;
          }
          refuse(refusal.message ?? t('onlineBooking.form.processError'));
        },
      },
    );
  };

  const required = { value: true, message: t('onlineBooking.form.required') };
  const travellerErrors = errors.travellers;

  return (
    <StyledLayout
      noValidate
      onSubmit={(event) =>
        void handleSubmit(submit, () => {
          // The fields above say what is wrong and the first of them takes the focus.
          if (!confirmed) refuseUnconfirmed(false);
        })(event)
      }
      aria-labelledby="booking-form-title"
    >
      <StyledFields>
        <h2 id="booking-form-title">{t('onlineBooking.form.title')}</h2>
        <p>{t('onlineBooking.form.intro')}</p>
        <StyledFieldset disabled={expired}>
          <StyledTraveller as="div">
            <StyledWide>
              <SelectField
                label={t('onlineBooking.form.airport')}
                required
                error={errors.airport?.message}
                {...register('airport', { required })}
              >
                <option value="">{t('onlineBooking.form.airportChoose')}</option>
                {policy.airports.map(({ code }) => (
                  <option key={code} value={code}>
                    {t(`onlineBooking.airports.${code}`)}
                  </option>
                ))}
              </SelectField>
            </StyledWide>
          </StyledTraveller>

          {fields.map((field, index) => {
            const fieldErrors = travellerErrors?.[index];
            return (
              <StyledTraveller key={field.id}>
                <legend>
                  {index === 0
                    ? t('onlineBooking.form.travellerPrimary')
                    : t('onlineBooking.form.traveller', { number: index + 1 })}
                </legend>
                <FormField
                  label={t('onlineBooking.form.firstName')}
                  required
                  autoComplete={index === 0 ? 'given-name' : 'off'}
                  error={fieldErrors?.firstName?.message}
                  {...register(`travellers.${index}.firstName`, { required })}
                />
                <FormField
                  label={t('onlineBooking.form.lastName')}
                  required
                  autoComplete={index === 0 ? 'family-name' : 'off'}
                  error={fieldErrors?.lastName?.message}
                  {...register(`travellers.${index}.lastName`, { required })}
                />
                <FormField
                  label={t('onlineBooking.form.birthDate')}
                  hint={t('onlineBooking.form.birthDateHint')}
                  inputMode="numeric"
                  placeholder="GG/MM/AAAA"
                  maxLength={10}
                  autoComplete={index === 0 ? 'bday' : 'off'}
                  error={fieldErrors?.birthDate?.message}
                  {...register(`travellers.${index}.birthDate`, {
                    validate: (typed) =>
                      typed.trim() === '' || parseTypedDate(typed) !== null || t('onlineBooking.form.birthDateInvalid'),
                  })}
                />
                <FormField
                  label={t('onlineBooking.form.passportNumber')}
                  autoComplete="off"
                  error={fieldErrors?.passportNumber?.message}
                  {...register(`travellers.${index}.passportNumber`)}
                />
                <StyledWide>
                  <FormField
                    label={t('onlineBooking.form.address')}
                    autoComplete={index === 0 ? 'street-address' : 'off'}
                    error={fieldErrors?.address?.message}
                    {...register(`travellers.${index}.address`)}
                  />
                </StyledWide>
                {link.singleSupplementCents !== null && (
                  <StyledWide>
                    <StyledCheck>
                      <input type="checkbox" {...register(`travellers.${index}.singleRoom`)} />
                      {t('onlineBooking.form.singleRoom', {
                        supplement: formatMoney(link.singleSupplementCents, language),
                      })}
                    </StyledCheck>
                    {fieldErrors?.singleRoom?.message && (
                      <StyledProblem role="alert">{fieldErrors.singleRoom.message}</StyledProblem>
                    )}
                  </StyledWide>
                )}
                {index === 0 && (
                  <>
                    <FormField
                      label={t('onlineBooking.form.email')}
                      hint={t('onlineBooking.form.emailHint')}
                      type="email"
                      required
                      autoComplete="email"
                      error={errors.email?.message}
                      {...register('email', {
                        required,
                        pattern: { value: EMAIL_SHAPE, message: t('onlineBooking.form.emailInvalid') },
                      })}
                    />
                    <FormField
                      label={t('onlineBooking.form.phone')}
                      hint={t('onlineBooking.form.phoneHint')}
                      type="tel"
                      required
                      autoComplete="tel"
                      error={errors.phone?.message}
                      {...register('phone', { required })}
                    />
                  </>
                )}
                {index > 0 && (
                  <StyledWide>
                    <Button variant="secondary" onClick={() => remove(index)}>
                      {t('onlineBooking.form.removeTraveller', { number: index + 1 })}
                    </Button>
                  </StyledWide>
                )}
              </StyledTraveller>
            );
          })}

          {fields.length < limit ? (
            <Button variant="secondary" onClick={() => append({ ...emptyTraveller }, { shouldFocus: true })}>
              {t('onlineBooking.form.addTraveller')}
            </Button>
          ) : (
            <p>{t('onlineBooking.form.travellerLimit', { count: limit })}</p>
          )}
        </StyledFieldset>
      </StyledFields>

      <StyledAside>
        <PriceSummary
          link={link}
          quote={quote.data}
          updating={quote.isFetching}
          failed={quote.isError}
          refusal={apiRefusal(quote.error)?.status === 422 ? refusalMessage(quote.error) : undefined}
          onRetry={() => void quote.refetch()}
        />
      </StyledAside>

      {!expired && (
        <StyledInformationArea>
          <PreContractInformation
            information={information.data}
            updating={information.isFetching}
            failed={information.isError}
            refusal={apiRefusal(information.error)?.status === 422 ? refusalMessage(information.error) : undefined}
            onRetry={() => void information.refetch()}
          >
            <InformationConfirmation
              checked={confirmed}
              onChange={confirmInformation}
              error={confirmationError ?? undefined}
              updated={informationUpdated}
              inputRef={confirmationBox}
            />
          </PreContractInformation>
        </StyledInformationArea>
      )}

      <StyledActions>
        {problem && <StyledProblem>{problem}</StyledProblem>}
        <StyledSubmit type="submit" disabled={expired || create.isPending}>
          {expired
            ? t('onlineBooking.form.expiredButton')
            : create.isPending
              ? t('onlineBooking.form.sending')
              : t('onlineBooking.form.submit')}
        </StyledSubmit>
      </StyledActions>
    </StyledLayout>
  );
}
