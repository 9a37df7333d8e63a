import { useHomeTranslation } from '../i18n';
import styled from 'styled-components';
import { useScrolledPast } from '../../../components/ui/use-scrolled-past';

/** The button appears once the visitor is this many pixels down the page. */
export const BACK_TO_TOP_THRESHOLD = 400;

const StyledBackToTop = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.topBar - 1};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.textOnDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.menu};

  &:hover {
    background: ${({ theme }) => theme.colors.brand};
  }

  ${({ theme }) => theme.media.md} {
    right: ${({ theme }) => theme.space.xl};
    bottom: ${({ theme }) => theme.space.xl};
  }
`;

const StyledArrow = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** 'Torna su': back to the top of a long page, shown only once the visitor has scrolled down. */
export function BackToTopButton() {
  const { t } = useHomeTranslation();
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD);

  if (!visible) return null;

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard users carry on from the start of the content.
    const main = document.querySelector<HTMLElement>('main[tabindex]');
    main?.focus({ preventScroll: true });
  };

  return (
    <StyledBackToTop type="button" aria-label={t('home.backToTop.ariaLabel')} onClick={scrollToTop}>
      <StyledArrow viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </StyledArrow>
      {t('home.backToTop.label')}
    </StyledBackToTop>
  );
}
