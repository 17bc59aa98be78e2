import { createGlobalStyle } from 'styled-components';
import { PAGE_FOCUS_VARIABLE, vars } from './cssVariables';

/** Document-wide base styles from the theme: box model, page colours and font, links, focus, motion. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* color-scheme is the root's own (applyThemeToDocument) */
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* inherited with the root's value: the header sets the ring's colour again for its bar, and a
       surface inside it (the avatar menu) sets this one back */
    ${PAGE_FOCUS_VARIABLE}: ${vars.color.focus};
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-family: ${vars.fontFamily};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.regular};
    line-height: ${vars.lineHeight};
    /* text from config or the platform (a title without spaces) breaks where it must rather than
       widen the page; where a single line is kept (nowrap), the element ends it with an ellipsis */
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  a {
    color: ${vars.color.link};
    text-underline-offset: 0.15em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  ::selection {
    background: ${vars.color.primary};
    color: ${vars.color.primaryContrast};
  }

  :focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  /* the browser's 13 px boxes are too small to hit with a finger: 24 px at least (WCAG 2.5.8);
     :where() so a component's own rule for its inputs (an overlay over a picture) still wins */
  :where(input[type='checkbox'], input[type='radio']) {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${vars.color.primary};
  }

  @media (prefers-reduced-motion: reduce) {
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
