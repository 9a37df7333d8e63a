import { createGlobalStyle } from 'styled-components';

export const GlobalStyles = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Anchors and focused elements must not end up under the fixed top bar. */
    scroll-padding-top: calc(${({ theme }) => theme.layout.topBarHeightCompact} + ${({ theme }) => theme.space.md});
  }

  body {
    margin: 0;
    min-width: 20rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.bodyWide};
    }
  }

  h1,
  h2,
  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    color: inherit;
    text-wrap: balance;
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.h1};

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.h1Wide};
    }
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  h4 {
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    text-decoration-thickness: 0.08em;
    text-underline-offset: 0.2em;
  }

  a:hover {
    text-decoration-thickness: 0.14em;
  }

  img,
  svg,
  video {
    display: block;
    max-width: 100%;
    height: auto;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  /* Two bands, dark outside and light inside, so the ring shows on white and on deep blue alike. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusHalo};
  }

  /* Containers focused by script (the main content after a navigation) are not controls. */
  [tabindex='-1']:focus {
    outline: none;
    box-shadow: none;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.accentOnDark};
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
