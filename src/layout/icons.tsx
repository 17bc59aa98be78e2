/**
 * The layout's icons (no icon font): symbols of the sprite `icons.svg`, which the build puts
 * into index.html, drawn in one stroked frame. Decorative: the control carries the name.
 */
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

/** The icons of `icons.svg`, which the build puts into index.html (scripts/vite/icon-sprite.mjs). */
export const SPRITE_ICONS = ['home', 'search', 'gift', 'headset', 'phone', 'globe', 'chat', 'chevron', 'collapse', 'menu', 'sun', 'moon', 'eye', 'eye-off', 'refresh'] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number] | `category-${GameCategory}`;

/** A symbol of the sprite in the stroked frame. */
function SpriteIcon({ icon, ...p }: IconProps & { icon: SpriteIconName }) {
  return (
    <Svg {...p}>
      <use href={`#icon-${icon}`} />
    </Svg>
  );
}

export const HomeIcon = (p: IconProps) => <SpriteIcon {...p} icon="home" />;
export const RefreshIcon = (p: IconProps) => <SpriteIcon {...p} icon="refresh" />;
export const SearchIcon = (p: IconProps) => <SpriteIcon {...p} icon="search" />;
export const GiftIcon = (p: IconProps) => <SpriteIcon {...p} icon="gift" />;
export const HeadsetIcon = (p: IconProps) => <SpriteIcon {...p} icon="headset" />;
export const PhoneIcon = (p: IconProps) => <SpriteIcon {...p} icon="phone" />;
export const GlobeIcon = (p: IconProps) => <SpriteIcon {...p} icon="globe" />;
export const ChatIcon = (p: IconProps) => <SpriteIcon {...p} icon="chat" />;
export const ChevronIcon = (p: IconProps) => <SpriteIcon {...p} icon="chevron" />;
export const CollapseIcon = (p: IconProps) => <SpriteIcon {...p} icon="collapse" />;
export const MenuIcon = (p: IconProps) => <SpriteIcon {...p} icon="menu" />;
export const SunIcon = (p: IconProps) => <SpriteIcon {...p} icon="sun" />;
export const MoonIcon = (p: IconProps) => <SpriteIcon {...p} icon="moon" />;

export function CategoryIcon({ category, ...p }: IconProps & { category: GameCategory }) {
  return <SpriteIcon {...p} icon={`category-${category}`} />;
}
