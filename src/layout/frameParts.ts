/** The layout's part of the frame chunk (AppLayout.tsx): what a log-in landing does not show. */
export { LeftBar } from './leftbar/LeftBar';
export { BannerStrip } from './banner/BannerStrip';
