/// <reference path="./fonts.d.ts" />
import { createGlobalStyle } from 'styled-components';
import symbolsFont from './safa-symbols.otf';

/** Global styles belong to whichever page owns the document: the shell, or a remote running standalone. */
export const GlobalStyles = createGlobalStyle`
  /* Downloaded only by a page that shows one of its characters (see the theme's fonts). */
  @font-face {
    font-family: '${({ theme }) => theme.fonts.symbols}';
    src: url('${symbolsFont}') format('opentype');
    unicode-range: U+2728;
    font-display: swap;
  }
  *, *::before, *::after { box-sizing: border-box; }
  /*
   * What the browser scrolls into view (a focused field, a found word, an anchor) stops below the sticky
   * header and above the floating buttons (on a phone, the bar across the bottom), never under either.
   */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
    scroll-padding-bottom: ${({ theme }) => theme.layout.floatingBand};
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    overflow-x: hidden;
  }
  /* Text breaks where it must: a pasted link or a long name never runs out of its box or widens the page. */
  h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, blockquote, figcaption, label, legend, address, summary {
    overflow-wrap: anywhere;
  }
  img, video { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
