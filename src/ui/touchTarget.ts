/**
 * Touch targets (WCAG 2.5.5): below the layout's drawer breakpoint, a phone's, every control is at
 * least 44 x 44 px. Its box grows (a wider, taller hit area), what it draws keeps its size where it
 * can: an icon stays the icon's size inside a larger button. Wider screens keep their compact
 * controls. layout/hooks names the same breakpoint MOBILE_QUERY.
 */
import { css } from 'styled-components';

/** A phone: the left bar is a drawer, controls are touch targets. */
export const PHONE_QUERY = '(max-width: 899.98px)';
export const PHONE_MEDIA = `@media ${PHONE_QUERY}`;

/** The least width and height of a control on a phone. */
export const TOUCH_TARGET = '44px';

/** A control whose box grows to a touch target on a phone (a button, an input, a block link). */
export const touchTarget = css`
  ${PHONE_MEDIA} {
    min-width: ${TOUCH_TARGET};
    min-height: ${TOUCH_TARGET};
  }
`;

/**
 * A link that stands alone as a control (not in running text): on a phone an inline box of at
 * least 44 x 44 px, its words centred in it.
 */
export const touchLink = css`
  ${PHONE_MEDIA} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${TOUCH_TARGET};
    min-height: ${TOUCH_TARGET};
  }
`;
