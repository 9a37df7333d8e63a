import styled from 'styled-components';

const StyledSvg = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
`;

/**
 * A filled star, drawn rather than typed: the ★ character is not in the web fonts' Latin
 * files, and typing it in a heading would fetch a whole font file of symbols for one glyph.
 * Sized by the text around it (1em) unless a className says otherwise; hidden from screen
 * readers, which read the rating in words.
 */
export function StarIcon({ className }: { className?: string }) {
  return (
    <StyledSvg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z" />
    </StyledSvg>
  );
}
