import { useDeferredValue, useId, useRef, useState, type RefObject } from 'react';
import { useSearchTranslation } from '../i18n';
import styled from 'styled-components';
import { AppLink } from '../../../components/ui/AppLink';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { SearchResults } from './SearchResults';
import { SearchSuggestions } from './SearchSuggestions';

const StyledIcon = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
`;

const StyledForm = styled.form`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledInputFrame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space.md};
    pointer-events: none;
  }
`;

const StyledInput = styled.input`
  width: 100%;
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} 3.25rem`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body};

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledAllTrips = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the overlay closes without leaving the page (its opener may be gone). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** 'Cerca la tua destinazione': a full-screen search through the catalogue, with suggestions. */
export function SearchOverlay({ open, onOpenChange, returnFocusTo }: SearchOverlayProps) {
  const { t } = useSearchTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const leavingRef = useRef(false);
  const [query, setQuery] = useState('');
  // Typing stays responsive even while a long result list re-renders.
  const deferredQuery = useDeferredValue(query);

  // Following a link: the new page takes focus, the opener must not get it back.
  const leave = () => {
    leavingRef.current = true;
    onOpenChange(false);
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('search.title')}
      description={t('search.description')}
      closeText={t('search.close')}
      closeLabel={t('search.closeLabel')}
      width="52rem"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        if (leavingRef.current) {
          leavingRef.current = false;
          event.preventDefault();
          return;
        }
        if (returnFocusTo?.current) {
          event.preventDefault();
          returnFocusTo.current.focus();
        }
      }}
    >
      <StyledForm
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // On a phone this folds the keyboard away, uncovering the results.
          inputRef.current?.blur();
        }}
      >
        <StyledLabel htmlFor={inputId}>{t('search.inputLabel')}</StyledLabel>
        <StyledInputFrame>
          <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="M15.5 15.5L21 21" />
            </g>
          </StyledIcon>
          <StyledInput
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
          />
        </StyledInputFrame>
      </StyledForm>

      <SearchResults query={deferredQuery} onLeave={leave} />
      <SearchSuggestions onChoose={setQuery} />

      <StyledAllTrips>
        <AppLink to="/travel" onClick={leave}>
          {t('search.allTrips')}
        </AppLink>
      </StyledAllTrips>
    </SheetDialog>
  );
}
