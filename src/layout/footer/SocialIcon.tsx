/** The footer's social icons: in the footer's chunk, not the first load's (layout/icons.tsx). */
import type { ReactNode } from 'react';
import type { SocialType } from '../../brand/model';
import { Svg, type IconProps } from '../icons';

const SOCIAL_PATHS: Record<SocialType, ReactNode> = {
  YOUTUBE: <><rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="M10 9l5 3-5 3z" /></>,
  INSTAGRAM: <><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="0.6" /></>,
  FACEBOOK: <path d="M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />,
  TWITTER: <path d="M4 4l16 16M20 4L4 20" />,
  TIKTOK: <path d="M14 3v11a4 4 0 11-4-4M14 3c0 3 2 5 5 5" />,
  LINE: <><rect x="3" y="4" width="18" height="14" rx="6" /><path d="M8 18l-1 3 4-3M8 9v4h2M12 9v4M14.5 13V9l2.5 4V9" /></>,
};

export function SocialIcon({ type, ...p }: IconProps & { type: SocialType }) {
  return <Svg {...p}>{SOCIAL_PATHS[type]}</Svg>;
}

/** Telegram (the TELEGRAM resource): a paper plane. */
export function TelegramIcon(p: IconProps) {
  return <Svg {...p}><path d="M21 4L3 11l6 2 2 6 3-4 4 3 3-14zM9 13l9-6-7 8" /></Svg>;
}
