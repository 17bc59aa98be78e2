/** Small hooks and breakpoints the layout shares. */
export { useMediaQuery, usePrefersReducedMotion } from '../ui/useMediaQuery';

/** Below this width the left bar is an off-canvas drawer. */
export const MOBILE_QUERY = '(max-width: 899.98px)';
export const MOBILE_MEDIA = '@media (max-width: 899.98px)';
