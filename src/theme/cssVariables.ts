/**
 * Theme tokens as CSS custom properties, for code outside styled-components (plain CSS,
 * third-party widgets, tests). Names: `--color-<token>`, `--radius-<size>`, `--space-<size>`,
 * `--font-family`, `--font-size-<size>`, `--font-weight-<name>`, `--line-height`,
 * `--shadow-<size>`, `--layout-<token>`; all kebab-case (`surfaceRaised` -> `surface-raised`).
 */
import type { Theme } from './tokens';

/** `surfaceRaised` -> `surface-raised`, `xxl` -> `xxl`. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function addGroup(out: Record<string, string>, prefix: string, group: Record<string, string | number>): void {
  for (const [key, value] of Object.entries(group)) out[`--${prefix}-${kebabCase(key)}`] = String(value);
}

export function themeToCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  addGroup(vars, 'color', { ...theme.colors });
  addGroup(vars, 'radius', theme.radii);
  addGroup(vars, 'space', theme.space);
  vars['--font-family'] = theme.font.family;
  addGroup(vars, 'font-size', theme.font.size);
  addGroup(vars, 'font-weight', theme.font.weight);
  vars['--line-height'] = String(theme.font.lineHeight);
  addGroup(vars, 'shadow', theme.shadows);
  addGroup(vars, 'layout', theme.layout);
  return vars;
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
