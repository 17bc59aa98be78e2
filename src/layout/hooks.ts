/** Small hooks and breakpoints the layout shares. */
export { useMediaQuery, usePrefersReducedMotion } from '../ui/useMediaQuery';

/** Below this width the left bar is an off-canvas drawer, and every control a 44 px touch target (ui/touchTarget). */
export { PHONE_QUERY as MOBILE_QUERY, PHONE_MEDIA as MOBILE_MEDIA } from '../ui/touchTarget';

/**
 * Phones, upright or on their side, and small tablets: the header keeps to one row here, so what
 * does not fit moves elsewhere (Withdraw into the avatar menu, the theme toggle into the drawer)
 * and the member label and name give way. Up to 480 px only, a player's header took three and four
 * rows at 500-700 px (its actions wrapped one by one); from 768 px they fit two rows.
 */
export const NARROW_QUERY = '(max-width: 767.98px)';
export const NARROW_MEDIA = `@media ${NARROW_QUERY}`;
