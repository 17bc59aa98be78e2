import styled, { css } from 'styled-components';

/** The rules that hide an element from sight but not from assistive technology (also for use under a media query). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only (e.g. labels of icon-only controls). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
