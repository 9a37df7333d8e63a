import { css } from 'styled-components';

/**
 * For a band of the page below the first screen: while it is off screen the browser skips
 * its styles, layout and painting (CSS content-visibility), and lays it out as it comes into
 * view. Taking a server-rendered page over and swapping in the web fonts each make the
 * browser lay the page out again; on a long trip page most of that work was for bands
 * nobody could see yet. The height is an estimate for the scroll bar until the band has
 * been drawn once; after that the browser keeps its real height. The band clips what
 * overflows it, like `overflow: clip`, and must hold nothing fixed to the viewport.
 *
 * Not for the footer: a visitor who jumps to the end of the page would land short of it
 * while its real height replaces the estimate, and accessibility checkers cannot see the
 * dark background of a band not yet drawn, so its light text reads to them as unreadable.
 */
export const renderWhenOnScreen = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight};
`;
