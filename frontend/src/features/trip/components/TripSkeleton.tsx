import { useTranslation } from '../../../i18n/use-translation';
import styled, { keyframes } from 'styled-components';
import { Container } from '../../../components/ui/Container';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';

const pulse = keyframes`
  50% {
    opacity: 0.55;
  }
`;

const StyledSkeleton = styled.div`
  [data-bone] {
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.placeholder};
    animation: ${pulse} 1.5s ease-in-out infinite;

    ${({ theme }) => theme.media.reducedMotion} {
      animation: none;
    }
  }
`;

const StyledHero = styled.div`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  ${({ theme }) => theme.media.lg} {
    min-height: 34rem;
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
`;

const StyledBone = styled.div<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledSection = styled.div`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

/** The page's outline while the trip arrives, so nothing jumps when it does. */
export function TripSkeleton() {
  const { t } = useTranslation();

  return (
    <StyledSkeleton role="status" aria-busy="true">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <div aria-hidden="true">
        <StyledHero>
          <Container>
            <StyledBone data-bone $width="8rem" $height="1.25rem" />
            <StyledBone data-bone $width="28rem" $height="3rem" />
            <StyledBone data-bone $width="34rem" $height="1.5rem" />
            <StyledBone data-bone $width="20rem" $height="1.5rem" />
            <StyledBone data-bone $width="12rem" $height="2.5rem" />
            <StyledBone data-bone $width="18rem" $height="3rem" />
          </Container>
        </StyledHero>
        {[0, 1, 2].map((section) => (
          <StyledSection key={section}>
            <Container>
              <StyledBone data-bone $width="22rem" $height="2.25rem" />
              <StyledBone data-bone $width="100%" $height="4rem" />
              <StyledBone data-bone $width="100%" $height="4rem" />
            </Container>
          </StyledSection>
        ))}
      </div>
    </StyledSkeleton>
  );
}
