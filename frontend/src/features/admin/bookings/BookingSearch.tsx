import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { useBookingsTranslation } from './i18n';
import { cleanSearch, SEARCH_MAX_LENGTH } from './filters';

/** Long enough for a name or a phone number to be typed whole, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 400;

/**
 * The label over the whole box; under it the field and, once something is typed, the button
 * that clears it. The field gives the button its room, so the box keeps its size and the
 * filters beside it stay where they are.
 */
const StyledSearch = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  align-items: end;

  > div {
    display: contents;
  }

  label {
    grid-column: 1 / -1;
  }

  button {
    align-self: stretch;
  }
`;

interface BookingSearchProps {
  /** The search in the address. */
  value: string;
  /** Writes a new search to the address; every other filter is kept. */
  onSearch: (search: string) => void;
  /** The id of the hint the screen shows for the box, with the other filters' hints. */
  hintId: string;
}

/**
 * The search box: what staff read on a bank transfer. The list is asked again once typing
 * pauses, or at once on Enter, never on every key; the address holds what was searched.
 */
export function BookingSearch({ value, onSearch, hintId }: BookingSearchProps) {
  const { t } = useBookingsTranslation();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  // The address changed without this box (back button, a link): show what it now searches.
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (text: string) => {
    clearTimeout(timer.current);
    const next = cleanSearch(text);
    if (next === value) return;
    // Marked as this box's own, so the address catching up does not overwrite newer typing.
    setApplied(next);
    onSearch(next);
  };

  return (
    <StyledSearch
      role="search"
      aria-label={t('admin.bookings.searchTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <FormField
        ref={input}
        type="search"
        label={t('admin.bookings.searchLabel')}
        aria-describedby={hintId}
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(text), SEARCH_DELAY_MS);
        }}
      />
      {draft !== '' && (
        <Button
          variant="secondary"
          onClick={() => {
            setDraft('');
            apply('');
            input.current?.focus();
          }}
        >
          {t('admin.bookings.searchClear')}
        </Button>
      )}
    </StyledSearch>
  );
}
