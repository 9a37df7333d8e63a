import { css } from 'styled-components';

/**
 * For a band of the page below the first screen: while it is off screen the browser skips
 * its styles, layout and painting (CSS content-visibility), and lays it out as it comes into
 * view. Taking a server-rendered page over and swapping in the web fonts each make the
 * browser lay the page out again; on a long trip page most of that work was for bands
 * nobody could see yet. The band clips what overflows it, like `overflow: clip`, and must
 * hold nothing fixed to the viewport.
 *
 * The height stands for the band's until it has been drawn once (the browser then keeps the
 * real one). It must be at least the real height: accessibility checkers look for the colour
 * behind a text where the text would be, and a band drawn shorter than its content would
 * put that text over the next band's background.
 *
 * Not for the footer: a visitor who jumps to the end of the page would land short of it
 * while its real height replaces the estimate. Nor for a band of accordions: Radix measures
 * every panel as the app takes the page over, and each measure inside a skipped band makes
 * the browser style and lay the band out on the spot, one panel after the other (about
 * 20 ms more on a desktop, four times that on a phone).
 */
export const renderWhenOnScreen = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight};
`;
