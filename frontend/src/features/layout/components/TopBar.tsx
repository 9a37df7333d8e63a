import {
  type ComponentType,
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { AppLink, AppNavLink } from '../../../components/ui/AppLink';
import { ErrorBoundary } from '../../../components/ui/ErrorBoundary';
import { notifyError } from '../../../components/ui/toast';
import styled, { css } from 'styled-components';
import { Logo } from '../../../components/ui/Logo';
import { site } from '../../../config/site';
import { useScrolledPast } from '../../../components/ui/use-scrolled-past';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuIcon } from './MenuIcon';

/** What the top bar opens as its search; the app hands it over (the search is a feature of its own). */
export interface SearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Fetches the search's code: most visits never run it, so it arrives when the visitor reaches for it. */
export type SearchPanelLoader = () => Promise<{ default: ComponentType<SearchPanelProps> }>;

interface SearchUnavailableProps {
  onShown: () => void;
}

/** Shown instead of the search when its code could not be fetched (offline, new deployment). */
function SearchUnavailable({ onShown }: SearchUnavailableProps) {
  const { t } = useTranslation();
  useEffect(() => {
    notifyError(t('nav.searchLoadError'));
    onShown();
  }, [t, onShown]);
  return null;
}

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
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** The bar's outlined buttons (search, menu): in the bar's own text colour, light or dark. */
const barButton = css`
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
`;

const StyledSearchButton = styled.button`
  ${barButton}
`;

const StyledMobileSearchButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 3.5rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }
`;

const StyledSearchIcon = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
`;

function SearchIcon() {
  return (
    <StyledSearchIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="M15.5 15.5L21 21" />
      </g>
    </StyledSearchIcon>
  );
}

const StyledMenuButton = styled.button`
  ${barButton}

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

const StyledNavLink = styled(AppNavLink)`
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

const StyledMobileNavLink = styled(AppNavLink)`
  ${navLinkStyles}
  width: 100%;
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

export interface TopBarProps {
  /** On the home page the bar lies over the hero until the visitor scrolls. */
  transparentAtTop: boolean;
  loadSearch: SearchPanelLoader;
}

export function TopBar({ transparentAtTop, loadSearch }: TopBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchReturnFocusRef = useRef<HTMLElement | null>(null);
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD);

  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;
  // The search likewise closes on any navigation. Once loaded it stays mounted, so that closing it
  // runs the dialog's own focus return.
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const [searchLoaded, setSearchLoaded] = useState(false);
  // Each opening gets a fresh error boundary; after a failed download, also a fresh lazy
  // component, since React remembers a failed import for good.
  const [searchAttempt, setSearchAttempt] = useState(0);
  const [SearchOverlay, setSearchOverlay] = useState(() => lazy(loadSearch));
  const isSearchOpen = searchOpenAt === location.key;
  const onSearchUnavailable = useCallback(() => {
    setSearchOpenAt(null);
    setSearchOverlay(() => lazy(loadSearch));
  }, [loadSearch]);
  // A failed prefetch is retried, and reported, when the visitor opens the search.
  const prefetchSearch = () => void loadSearch().catch(() => undefined);

  const openSearch = (returnFocusTo: HTMLElement | null) => {
    searchReturnFocusRef.current = returnFocusTo;
    setMenuOpenAt(null);
    setSearchLoaded(true);
    setSearchAttempt((attempt) => attempt + 1);
    setSearchOpenAt(location.key);
  };

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
                  <StyledNavLink to={link.to}>{link.label}</StyledNavLink>
                </li>
              ))}
            </StyledNavList>
          </StyledDesktopNav>
        </StyledStart>

        <StyledLogoLink to="/" aria-label={t('nav.homeLink', { brand: site.brandName })}>
          <Logo variant={solid ? 'dark' : 'light'} size={solid ? 'small' : 'medium'} />
        </StyledLogoLink>

        <StyledEnd>
          <StyledSearchButton
            ref={searchButtonRef}
            type="button"
            onPointerEnter={prefetchSearch}
            onFocus={prefetchSearch}
            onClick={() => openSearch(searchButtonRef.current)}
            aria-label={t('nav.searchLabel')}
          >
            <SearchIcon />
            {t('nav.search')}
          </StyledSearchButton>
          <LanguageSwitch tone={solid ? 'onLight' : 'onDark'} />
        </StyledEnd>
      </StyledBar>

      <StyledMobileMenu id={menuId} hidden={!isMenuOpen}>
        <nav aria-label={t('nav.mobileMenuLabel')}>
          <StyledMobileNavList>
            {links.map((link) => (
              <li key={link.to}>
                <StyledMobileNavLink to={link.to}>{link.label}</StyledMobileNavLink>
              </li>
            ))}
          </StyledMobileNavList>
        </nav>
        <StyledMobileSearchButton
          type="button"
          onPointerEnter={prefetchSearch}
          onFocus={prefetchSearch}
          // The menu closes behind the search, so focus comes back to the menu button.
          onClick={() => openSearch(menuButtonRef.current)}
        >
          <SearchIcon />
          {t('nav.searchMenu')}
        </StyledMobileSearchButton>
        <LanguageSwitch />
      </StyledMobileMenu>

      {searchLoaded && (
        <ErrorBoundary key={searchAttempt} fallback={<SearchUnavailable onShown={onSearchUnavailable} />}>
          <Suspense fallback={null}>
            <SearchOverlay
              open={isSearchOpen}
              onOpenChange={(open) => setSearchOpenAt(open ? location.key : null)}
              returnFocusTo={searchReturnFocusRef}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </StyledHeader>
  );
}
