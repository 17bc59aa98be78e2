/** Small inline SVG icons of the layout (no icon font). Decorative: the control carries the name. */
import type { ReactNode, SVGProps } from 'react';
import type { GameCategory } from '../brand/model';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** The 24 × 24 stroked frame every icon draws in. */
export function Svg({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}><path d="M3 11l9-7 9 7" /><path d="M5 10v10h14V10" /><path d="M10 20v-6h4v6" /></Svg>
);
export const SearchIcon = (p: IconProps) => (
  <Svg {...p}><circle cx="11" cy="11" r="6" /><path d="M20 20l-4.5-4.5" /></Svg>
);
export const GiftIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3" y="8" width="18" height="5" rx="1" /><path d="M5 13v8h14v-8M12 8v13M12 8S10 3 7.5 4.5 9 8 12 8zm0 0s2-5 4.5-3.5S15 8 12 8z" /></Svg>
);
export const HeadsetIcon = (p: IconProps) => (
  <Svg {...p}><path d="M4 14v-2a8 8 0 0116 0v2" /><rect x="3" y="14" width="4" height="6" rx="1" /><rect x="17" y="14" width="4" height="6" rx="1" /></Svg>
);
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}><rect x="7" y="2" width="10" height="20" rx="2" /><path d="M11 18h2" /></Svg>
);
export const GlobeIcon = (p: IconProps) => (
  <Svg {...p}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" /></Svg>
);
export const ChatIcon = (p: IconProps) => (
  <Svg {...p}><path d="M4 5h16v11H9l-5 4z" /></Svg>
);
export const ChevronIcon = (p: IconProps) => (
  <Svg {...p}><path d="M9 6l6 6-6 6" /></Svg>
);
export const CollapseIcon = (p: IconProps) => (
  <Svg {...p}><path d="M15 6l-6 6 6 6" /><path d="M20 4v16" /></Svg>
);
export const MenuIcon = (p: IconProps) => (
  <Svg {...p}><path d="M4 6h16M4 12h16M4 18h16" /></Svg>
);
export const SunIcon = (p: IconProps) => (
  <Svg {...p}><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></Svg>
);
export const MoonIcon = (p: IconProps) => (
  <Svg {...p}><path d="M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z" /></Svg>
);

const CATEGORY_PATHS: Record<GameCategory, ReactNode> = {
  ELOTT: <><circle cx="8" cy="8" r="4" /><circle cx="16" cy="16" r="4" /><path d="M8 6.5v3M16 14.5v3" /></>,
  LOTT: <><circle cx="12" cy="12" r="8" /><path d="M9 10h6M9 14h6M12 8v8" /></>,
  LIVE: <><rect x="3" y="5" width="18" height="12" rx="2" /><path d="M8 21h8M12 17v4M10 9l4 2-4 2z" /></>,
  SPORTS: <><circle cx="12" cy="12" r="9" /><path d="M12 7l4 3-1.5 5h-5L8 10z" /></>,
  FISH: <><path d="M3 12c3-5 10-5 14 0-4 5-11 5-14 0z" /><path d="M17 12l4-3v6z" /><circle cx="8" cy="11" r="0.8" /></>,
  RNG: <><rect x="4" y="4" width="16" height="16" rx="3" /><circle cx="9" cy="9" r="1" /><circle cx="15" cy="15" r="1" /><circle cx="15" cy="9" r="1" /><circle cx="9" cy="15" r="1" /></>,
  PVP: <><path d="M5 4h5v5H5zM14 15h5v5h-5z" /><path d="M10 6.5h4a3 3 0 013 3V15M14 17.5h-4a3 3 0 01-3-3V9" /></>,
  ESPORTS: <><rect x="3" y="8" width="18" height="9" rx="4" /><path d="M7 12.5h3M8.5 11v3M15 12h.01M17 14h.01" /></>,
  COCKFIGHT: <><path d="M6 20c0-6 2-10 7-11l2-4 2 3-2 2c3 1 4 4 3 7" /><path d="M9 20h8" /></>,
};

export function CategoryIcon({ category, ...p }: IconProps & { category: GameCategory }) {
  return <Svg {...p}>{CATEGORY_PATHS[category]}</Svg>;
}
