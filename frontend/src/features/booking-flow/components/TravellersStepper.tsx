import { useId } from 'react';
import styled from 'styled-components';
import { useBookingFlowTranslation } from '../i18n';

const StyledLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledStep = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }

  &[aria-disabled='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.borderStrong};
    cursor: not-allowed;
  }
`;

const StyledValue = styled.output`
  min-width: 9rem;
  font-size: ${({ theme }) => theme.fontSizes.lead};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TravellersStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The line under the buttons: the limit and why. */
  hint: string;
  /** What is counted, when not the travellers of a booking ('Quanti posti ti servono'). */
  label?: string;
}

/**
 * Big minus and plus buttons around the count. At a limit the button stays focusable and says
 * it is unavailable (aria-disabled): disabling it would drop the focus of someone pressing it.
 */
export function TravellersStepper({ value, max, onChange, hint, label }: TravellersStepperProps) {
  const { t } = useBookingFlowTranslation();
  const labelId = useId();
  const hintId = useId();
  const atMin = value <= 1;
  const atMax = value >= max;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <StyledLabel id={labelId}>{label ?? t('bookingFlow.details.travellersLabel')}</StyledLabel>
      <StyledRow>
        <StyledStep
          type="button"
          aria-label={t('bookingFlow.details.fewerTravellers')}
          aria-disabled={atMin}
          onClick={() => !atMin && onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </StyledStep>
        <StyledValue aria-live="polite">{t('bookingFlow.details.travellersValue', { count: value })}</StyledValue>
        <StyledStep
          type="button"
          aria-label={t('bookingFlow.details.moreTravellers')}
          aria-disabled={atMax}
          onClick={() => !atMax && onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </StyledStep>
      </StyledRow>
      <StyledHint id={hintId}>{hint}</StyledHint>
    </div>
  );
}
