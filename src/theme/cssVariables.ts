/**
 * Theme tokens as CSS custom properties on the document: what every style reads (`vars`, below),
 * and plain CSS, third-party widgets and tests alike. Names: `--color-<token>`, `--radius-<size>`, `--space-<size>`,
 * `--font-family`, `--font-size-<size>`, `--font-weight-<name>`, `--line-height`,
 * `--shadow-<size>`, `--layout-<token>`; all kebab-case (`surfaceRaised` -> `surface-raised`).
 */
import type { Theme } from './tokens';

/** `surfaceRaised` -> `surface-raised`, `xxl` -> `xxl`. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The variable a theme group's token is put on the document as: `--<prefix>-<kebab-case key>`. */
export function cssVariableName(prefix: string, key: string): string {
  return `--${prefix}-${kebabCase(key)}`;
}

function addGroup(out: Record<string, string>, prefix: string, group: Record<string, string | number>): void {
  for (const [key, value] of Object.entries(group)) out[cssVariableName(prefix, key)] = String(value);
}

/** The focus ring colour's variable: a part of the page on another ground (the header) sets it again for what is inside. */
export const FOCUS_VARIABLE = cssVariableName('color', 'focus');
/** The page's focus ring colour as the document root has it, for a surface inside such a part to set back. */
export const PAGE_FOCUS_VARIABLE = '--page-focus';

const FONT_FAMILY = '--font-family';
const LINE_HEIGHT = '--line-height';

type VarsOf<Group> = { readonly [Key in keyof Group & string]: string };

/** `var(--<prefix>-<key>)` for each key of a theme group, by the same rule as the document's variables. */
function varsOf<Group>(prefix: string): VarsOf<Group> {
  return new Proxy({} as VarsOf<Group>, {
    get: (_group, key) => (typeof key === 'string' ? `var(${cssVariableName(prefix, key)})` : undefined),
  });
}

/**
 * The theme's tokens as the styles read them: `var(--color-border)` rather than a function of the
 * theme. A styled component whose CSS has no function in it is static: styled-components builds and
 * inserts its rules once, not on every render of every instance (on the first screen, its biggest
 * cost; in a scrolled game list, every card mounted). The values are the document's, put there by
 * `applyThemeToDocument` before paint, so a change of mode restyles without a render.
 */
export const vars = {
  color: varsOf<Theme['colors']>('color'),
  radius: varsOf<Theme['radii']>('radius'),
  space: varsOf<Theme['space']>('space'),
  fontFamily: `var(${FONT_FAMILY})`,
  fontSize: varsOf<Theme['font']['size']>('font-size'),
  fontWeight: varsOf<Theme['font']['weight']>('font-weight'),
  lineHeight: `var(${LINE_HEIGHT})`,
  shadow: varsOf<Theme['shadows']>('shadow'),
  layout: varsOf<Theme['layout']>('layout'),
} as const;

export function themeToCssVariables(theme: Theme): Record<string, string> {
  const out: Record<string, string> = {};
  addGroup(out, 'color', { ...theme.colors });
  addGroup(out, 'radius', theme.radii);
  addGroup(out, 'space', theme.space);
  out[FONT_FAMILY] = theme.font.family;
  addGroup(out, 'font-size', theme.font.size);
  addGroup(out, 'font-weight', theme.font.weight);
  out[LINE_HEIGHT] = String(theme.font.lineHeight);
  addGroup(out, 'shadow', theme.shadows);
  addGroup(out, 'layout', theme.layout);
  return out;
}

/**
 * Puts the theme on the document: every CSS variable on `root`, `data-theme="dark|light"`,
 * `color-scheme` (native form controls and scrollbars) and `<meta name="theme-color">`
 * (browser chrome on mobile; created when the page has none).
 */
export function applyThemeToDocument(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVariables(theme))) root.style.setProperty(name, value);
  root.setAttribute('data-theme', theme.mode);
  root.style.colorScheme = theme.mode;

  const doc = root.ownerDocument;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = theme.colors.background;
}
