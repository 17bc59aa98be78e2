/** Small hooks and breakpoints the layout shares. */
export { useMediaQuery, usePrefersReducedMotion } from '../ui/useMediaQuery';

/** Below this width the left bar is an off-canvas drawer. */
export const MOBILE_QUERY = '(max-width: 899.98px)';
export const MOBILE_MEDIA = '@media (max-width: 899.98px)';

/**
 * Phones: the header keeps to one row here, so what does not fit moves elsewhere (Withdraw into
 * the avatar menu, the theme toggle into the drawer) and the member label and name give way.
 */
export const NARROW_QUERY = '(max-width: 480px)';
export const NARROW_MEDIA = '@media (max-width: 480px)';
