import { useCatalogueTranslation } from '../i18n';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { StyledTripList } from './TripGrid';

const pulse = keyframes`
  50% {
    opacity: 0.55;
  }
`;

const StyledSkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const StyledBlock = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledImageBlock = styled.span`
  display: block;
  aspect-ratio: 16 / 9;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.placeholder};
`;

export interface TripGridSkeletonProps {
  /** About as many cards as will arrive, so the page does not jump. */
  count?: number;
}

/** Grey cards in the shape of the real ones while the catalogue loads. */
export function TripGridSkeleton({ count = 6 }: TripGridSkeletonProps) {
  const { t } = useCatalogueTranslation();

  return (
    <div role="status">
      <VisuallyHidden>{t('catalogue.states.loading')}</VisuallyHidden>
      <StyledTripList aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <StyledSkeletonCard>
              <StyledImageBlock />
              <StyledBlock $width="40%" $height="1rem" />
              <StyledBlock $width="75%" $height="1.75rem" />
              <StyledBlock $width="55%" $height="1.25rem" />
              <StyledBlock $width="45%" $height="1.75rem" />
              <StyledBlock $width="calc(100% - 3rem)" $height="3rem" />
            </StyledSkeletonCard>
          </li>
        ))}
      </StyledTripList>
    </div>
  );
}
