import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { DepartureDto } from '../../../api';
import { fieldMessages, refusalCode, refusalMessage } from '../../../api/api-error';
import { joinWaitlistMutation } from '../../../api/query-options';
import type { BookingFlowTrip } from '../../../components/booking-flow/booking-flow';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { TextLink } from '../../../components/ui/TextLink';
import { useBookingFlowTranslation } from '../i18n';
import { formatDateRange } from '../departures';
import { FlowDialog, FlowActions, FlowTripTitle } from './FlowDialog';
import { TravellersStepper } from './TravellersStepper';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
  }
`;

const StyledPrivacy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }

  input {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledProblem = styled.p`
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDone = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.brandDeep};
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  p {
    margin: 0;
  }
`;

interface WaitlistValues {
  name: string;
  email: string;
  phone: string;
  travellers: number;
  privacyAccepted: boolean;
}

type Field = keyof WaitlistValues;
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'travellers', 'privacyAccepted'];

export interface WaitlistDialogProps {
  trip: BookingFlowTrip;
  departure: DepartureDto;
  open: boolean;
  travellers: number;
  maxTravellers: number;
  language: 'it' | 'en';
  onBack: () => void;
  onClose: () => void;
  onClosed: () => void;
}

/**
 * 'Avvisami se si libera un posto': who waits and for how many seats on a full departure. The
 * server sends a message to confirm the address; the dialog says so and where to look.
 */
export function WaitlistDialog({
  trip,
  departure,
  open,
  travellers,
  maxTravellers,
  language,
  onBack,
  onClose,
  onClosed,
}: WaitlistDialogProps) {
  const { t } = useBookingFlowTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const privacyErrorId = useId();
  const join = useMutation(joinWaitlistMutation());
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WaitlistValues>({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      travellers: Math.min(Math.max(travellers, 1), maxTravellers),
      privacyAccepted: false,
    },
  });

  const submit = handleSubmit(async (values) => {
    if (join.isPending) return;
    try {
      await join.mutateAsync({
        path: { id: departure.id },
        body: {
          name: values.name,
          email: values.email,
          phone: values.phone || undefined,
          travellers: values.travellers,
          privacyAccepted: true,
          language,
        },
      });
    } catch (error) {
      // The server's words for each field it refused; the rest is said under the form.
      for (const [field, messages] of Object.entries(fieldMessages(error))) {
        if ((FIELDS as readonly string[]).includes(field) && messages[0]) {
          setError(field as Field, { message: messages[0] });
        }
      }
    }
  });

  const refusal = join.isError && Object.keys(fieldMessages(join.error)).length === 0 ? join.error : null;
  const seatsFreed = refusal !== null && refusalCode(refusal) === 'SEATS_AVAILABLE';

  return (
    <FlowDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={t('bookingFlow.waitlist.title')}
      description={
        <>
          <FlowTripTitle>{trip.title}</FlowTripTitle>
          {t('bookingFlow.waitlist.description', { dates: formatDateRange(departure) })}
        </>
      }
      initialFocus={() => formRef.current?.querySelector<HTMLInputElement>('input')}
    >
      {join.isSuccess ? (
        <StyledDone role="status">
          <h3>{t('bookingFlow.waitlist.doneTitle')}</h3>
          <p>{t('bookingFlow.waitlist.done', { email: join.data.email })}</p>
          <p>{t('bookingFlow.waitlist.doneHint')}</p>
          <FlowActions>
            <Button variant="secondary" onClick={onBack}>
              {t('bookingFlow.waitlist.back')}
            </Button>
            <Button onClick={onClose}>{t('bookingFlow.close')}</Button>
          </FlowActions>
        </StyledDone>
      ) : (
        <StyledForm ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('bookingFlow.waitlist.intro')}</p>
          <FormField
            label={t('bookingFlow.waitlist.name')}
            required
            autoComplete="name"
            maxLength={120}
            error={errors.name?.message}
            {...register('name', { validate: (value) => value.trim() !== '' || t('bookingFlow.waitlist.required') })}
          />
          <FormField
            label={t('bookingFlow.waitlist.email')}
            hint={t('bookingFlow.waitlist.emailHint')}
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            error={errors.email?.message}
            {...register('email', { validate: (value) => value.trim() !== '' || t('bookingFlow.waitlist.required') })}
          />
          <FormField
            label={t('bookingFlow.waitlist.phone')}
            hint={t('bookingFlow.waitlist.phoneHint')}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Controller
            control={control}
            name="travellers"
            render={({ field }) => (
              <TravellersStepper
                label={t('bookingFlow.waitlist.travellersLabel')}
                value={field.value}
                max={maxTravellers}
                onChange={field.onChange}
                hint={t('bookingFlow.details.travellersHint', { count: maxTravellers })}
              />
            )}
          />
          <StyledPrivacy>
            <label>
              <input
                type="checkbox"
                aria-required="true"
                aria-invalid={errors.privacyAccepted ? true : undefined}
                aria-describedby={errors.privacyAccepted ? privacyErrorId : undefined}
                {...register('privacyAccepted', {
                  validate: (value) => value || t('bookingFlow.waitlist.privacyRequired'),
                })}
              />
              <span>{t('bookingFlow.waitlist.privacy')}</span>
            </label>
            <TextLink to="/privacy-policy" target="_blank" rel="noopener">
              {t('bookingFlow.waitlist.privacyLink')} {t('bookingFlow.waitlist.newTab')}
            </TextLink>
            {errors.privacyAccepted && (
              <StyledProblem id={privacyErrorId} role="alert">
                {errors.privacyAccepted.message}
              </StyledProblem>
            )}
          </StyledPrivacy>
          {refusal && (
            <StyledProblem role="alert">
              {seatsFreed
                ? t('bookingFlow.waitlist.seatsAvailable')
                : (refusalMessage(refusal) ?? t('bookingFlow.genericError'))}
            </StyledProblem>
          )}
          <FlowActions>
            <Button variant="secondary" onClick={onBack}>
              {seatsFreed ? t('bookingFlow.waitlist.backToDates') : t('bookingFlow.waitlist.back')}
            </Button>
            <Button type="submit" aria-disabled={join.isPending}>
              {join.isPending ? t('bookingFlow.waitlist.sending') : t('bookingFlow.waitlist.submit')}
            </Button>
          </FlowActions>
        </StyledForm>
      )}
    </FlowDialog>
  );
}
