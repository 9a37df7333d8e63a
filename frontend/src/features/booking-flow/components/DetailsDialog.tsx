import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { AirportCode, BookingPolicyDto, DepartureDto } from '../../../api';
import type { BookingFlowTrip } from '../../../components/booking-flow/booking-flow';
import { Button } from '../../../components/ui/Button';
import { useBookingFlowTranslation } from '../i18n';
import { formatDateRange, maxTravellersFor } from '../departures';
import { FlowDialog, FlowActions, FlowTripTitle } from './FlowDialog';
import { TravellersStepper } from './TravellersStepper';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledOptions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledOption = styled.label<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brandDeep};
    background: ${({ theme }) => theme.colors.surfaceWarm};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.brandDeep};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brandDeep};
  }
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface DetailsValues {
  airport: AirportCode | null;
  travellers: number;
}

export interface DetailsDialogProps {
  trip: BookingFlowTrip;
  departure: DepartureDto;
  /** The airports offered and the group limit, as the server states them. */
  policy: Pick<BookingPolicyDto, 'airports' | 'maxTravellers'>;
  open: boolean;
  airport: AirportCode | null;
  travellers: number;
  onConfirm: (airport: AirportCode, travellers: number) => void;
  onChangeDate: () => void;
  onClose: () => void;
  onClosed: () => void;
}

/** 'Dettagli prenotazione': the departure airport (required) and how many travel. */
export function DetailsDialog({
  trip,
  departure,
  policy,
  open,
  airport,
  travellers,
  onConfirm,
  onChangeDate,
  onClose,
  onClosed,
}: DetailsDialogProps) {
  const { t } = useBookingFlowTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const max = maxTravellersFor(departure, policy.maxTravellers);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsValues>({
    values: { airport, travellers: Math.min(Math.max(travellers, 1), max) },
  });
  const airportError = errors.airport?.message;
  const hint =
    departure.spotsAvailable < policy.maxTravellers
      ? t('bookingFlow.details.travellersSeatsHint', { count: departure.spotsAvailable })
      : t('bookingFlow.details.travellersHint', { count: policy.maxTravellers });

  return (
    <FlowDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={t('bookingFlow.details.title')}
      description={
        <>
          <FlowTripTitle>{trip.title}</FlowTripTitle>
          {t('bookingFlow.details.departure')}: {formatDateRange(departure)}
        </>
      }
      initialFocus={() =>
        formRef.current?.querySelector<HTMLInputElement>('input[name="airport"]:checked') ??
        formRef.current?.querySelector<HTMLInputElement>('input[name="airport"]')
      }
    >
      <StyledForm
        ref={formRef}
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            if (values.airport) onConfirm(values.airport, Math.min(values.travellers, max));
          })(event)
        }
      >
        <StyledFieldset aria-describedby={airportError ? errorId : undefined}>
          <StyledLegend>{t('bookingFlow.details.airportLegend')}</StyledLegend>
          <StyledOptions>
            {policy.airports.map(({ code }) => (
              <StyledOption key={code} $invalid={Boolean(airportError)}>
                <input
                  type="radio"
                  value={code}
                  aria-invalid={airportError ? true : undefined}
                  aria-describedby={airportError ? errorId : undefined}
                  {...register('airport', { required: t('bookingFlow.details.airportRequired') })}
                />
                {t(`bookingFlow.airports.${code}`)}
              </StyledOption>
            ))}
          </StyledOptions>
          {airportError && (
            <StyledError id={errorId} role="alert">
              {airportError}
            </StyledError>
          )}
        </StyledFieldset>

        <Controller
          control={control}
          name="travellers"
          render={({ field }) => (
            <TravellersStepper value={field.value} max={max} onChange={field.onChange} hint={hint} />
          )}
        />

        <FlowActions>
          <Button variant="secondary" onClick={onChangeDate}>
            {t('bookingFlow.details.changeDate')}
          </Button>
          <Button type="submit">{t('bookingFlow.details.continue')}</Button>
        </FlowActions>
      </StyledForm>
    </FlowDialog>
  );
}
