import { useSearchTranslation } from '../i18n';
import styled from 'styled-components';

const StyledTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const StyledTiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledTile = styled.button<{ $tone: Tone }>`
  display: flex;
  align-items: flex-end;
  width: 100%;
  min-height: 6rem;
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    160deg,
    ${({ theme, $tone }) => theme.colors[$tone]} 0%,
    ${({ theme }) => theme.colors.brandDeep} 100%
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  text-align: left;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

type Tone = 'brand' | 'accent' | 'accentHover' | 'brandDeep';

const suggestions = [
  { key: 'tokyo', tone: 'accent' },
  { key: 'maldives', tone: 'brand' },
  { key: 'newYork', tone: 'accentHover' },
  { key: 'dubai', tone: 'brand' },
] as const;

export interface SearchSuggestionsProps {
  /** Receives the suggestion's text, which becomes the search. */
  onChoose: (text: string) => void;
}

/** Four destinations people often ask about; choosing one searches for it. */
export function SearchSuggestions({ onChoose }: SearchSuggestionsProps) {
  const { t } = useSearchTranslation();

  return (
    <section aria-labelledby="search-suggestions-title">
      <StyledTitle id="search-suggestions-title">{t('search.suggestionsTitle')}</StyledTitle>
      <StyledTiles>
        {suggestions.map(({ key, tone }) => {
          const text = t(`search.suggestions.${key}`);
          return (
            <li key={key}>
              <StyledTile type="button" $tone={tone} onClick={() => onChoose(text)}>
                {text}
              </StyledTile>
            </li>
          );
        })}
      </StyledTiles>
    </section>
  );
}
