import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/ui/AppLink';
import { readReferralSource, withReferralPrefix } from '../../../components/ui/referral';
import styled, { css } from 'styled-components';
import { Logo } from '../../../components/ui/Logo';
import { site } from '../../../config/site';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuIcon } from './MenuIcon';

/** Past this many pixels the transparent home bar turns solid. */
export const TOP_BAR_SCROLL_THRESHOLD = 50;

const StyledHeader = styled.header<{ $solid: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar};
  transition:
    background-color ${({ theme }) => theme.transitions.base},
    box-shadow ${({ theme }) => theme.transitions.base};

  ${({ $solid, theme }) =>
    $solid
      ? css`
          background-color: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.bar};
        `
      : css`
          background-color: transparent;
          color: ${theme.colors.textOnDark};
        `}
`;

const StyledBar = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  height: ${({ $compact, theme }) => ($compact ? theme.layout.topBarHeightCompact : theme.layout.topBarHeight)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
  transition: height ${({ theme }) => theme.transitions.base};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

const StyledStart = styled.div`
  display: flex;
  align-items: center;
  justify-self: start;
`;

const StyledEnd = styled.div`
  display: none;
  justify-self: end;

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.layout.minTarget};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const StyledDesktopNav = styled.nav`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const StyledNavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 0.12em;
    text-underline-offset: 0.3em;
  }
`;

const StyledNavLink = styled(NavLink)`
  ${navLinkStyles}
  padding: 0 ${({ theme }) => theme.space.sm};
`;

const StyledLogoLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledMobileMenu = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - ${({ theme }) => theme.layout.topBarHeightCompact});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const StyledMobileNavList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledMobileNavLink = styled(NavLink)`
  ${navLinkStyles}
  width: 100%;
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

export interface TopBarProps {
  /** On the home page the bar lies over the hero until the visitor scrolls. */
  transparentAtTop: boolean;
}

export function TopBar({ transparentAtTop }: TopBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD);

  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!isMenuOpen) return undefined;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpenAt(null);
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  const solid = !transparentAtTop || scrolled || isMenuOpen;
  const links = [
    { to: '/about', label: t('nav.about') },
    { to: '/contact', label: t('nav.contact') },
  ];

  return (
    <StyledHeader ref={headerRef} $solid={solid}>
      <StyledBar $compact={solid}>
        <StyledStart>
          <StyledMenuButton
            ref={menuButtonRef}
            type="button"
            aria-label={t('nav.menuButtonLabel')}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenAt(isMenuOpen ? null : location.key)}
          >
            <MenuIcon open={isMenuOpen} />
            {t('nav.menu')}
          </StyledMenuButton>
          <StyledDesktopNav aria-label={t('nav.label')}>
            <StyledNavList>
              {links.map((link) => (
                <li key={link.to}>
                  <StyledNavLink to={withReferralPrefix(link.to, readReferralSource())}>{link.label}</StyledNavLink>
                </li>
              ))}
            </StyledNavList>
          </StyledDesktopNav>
        </StyledStart>

        <StyledLogoLink to="/" aria-label={t('nav.homeLink', { brand: site.brandName })}>
          <Logo variant={solid ? 'dark' : 'light'} size={solid ? 'small' : 'medium'} />
        </StyledLogoLink>

        <StyledEnd>
          <LanguageSwitch tone={solid ? 'onLight' : 'onDark'} />
        </StyledEnd>
      </StyledBar>

      <StyledMobileMenu id={menuId} hidden={!isMenuOpen}>
        <nav aria-label={t('nav.mobileMenuLabel')}>
          <StyledMobileNavList>
            {links.map((link) => (
              <li key={link.to}>
                <StyledMobileNavLink to={withReferralPrefix(link.to, readReferralSource())}>{link.label}</StyledMobileNavLink>
              </li>
            ))}
          </StyledMobileNavList>
        </nav>
        <LanguageSwitch />
      </StyledMobileMenu>
    </StyledHeader>
  );
}
