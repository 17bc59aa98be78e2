/**
 * Brand theme derivation: base tokens of a mode + a brand's seeds -> a complete `Theme`,
 * with every important text/background pair checked (and repaired) for WCAG AA contrast.
 * Pure: no DOM, no React.
 */
import { mix, shade, tint } from 'polished';
import { baseThemes, type ThemeMode } from './baseThemes';
import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  ensureContrast,
  isParsableColor,
  luminance,
  minContrast,
  pickReadable,
  pickReadableOn,
  sameColor,
} from './contrast';
import type { Theme, ThemeColors, ThemeSeeds } from './tokens';

/** How far hover and active states move from the rest colour (polished tint/shade amounts). */
const HOVER_AMOUNT = 0.12;
const ACTIVE_AMOUNT = 0.24;

function seed(value: string | undefined): string | undefined {
  return isParsableColor(value) ? value : undefined;
}

/** A text colour that reads on every background; black/white when no lightness of `fg` does. */
function readableText(fg: string, backgrounds: readonly string[]): string {
  return ensureContrast(fg, backgrounds, AA_TEXT) ?? pickReadableOn(backgrounds, ['#ffffff', '#000000']);
}

/**
 * Hover/active states of a filled colour that carries `label`. The mode decides the direction
 * (dark: lighter, light: darker); it flips when that direction changes nothing (the colour is
 * already white/black) or would make the label unreadable.
 */
function interactionStates(color: string, label: string, mode: ThemeMode): { hover: string; active: string } {
  const lighter = { hover: tint(HOVER_AMOUNT, color), active: tint(ACTIVE_AMOUNT, color) };
  const darker = { hover: shade(HOVER_AMOUNT, color), active: shade(ACTIVE_AMOUNT, color) };
  const preferred = mode === 'dark' ? [lighter, darker] : [darker, lighter];
  for (const states of preferred) {
    const moved = !sameColor(states.hover, color) && !sameColor(states.active, states.hover);
    if (moved && minContrast(label, [states.hover, states.active]) >= AA_TEXT) return states;
  }
  // away from the label always keeps (and raises) its contrast
  return luminance(label) > luminance(color) ? darker : lighter;
}

/** How much of the primary the header takes when the brand gives no header colour. */
const HEADER_TONE = 0.22;

/** Luminance where black and white text read equally well; below it a colour "looks dark". */
const DARK_LUMINANCE = 0.179;

function looksDark(color: string): boolean {
  return luminance(color) < DARK_LUMINANCE;
}

/**
 * Elevation and borders from a seeded surface. They follow how dark the surface actually is,
 * not the mode name, so a brand that seeds an unusual page still gets visible structure.
 */
function surfacesFrom(surface: string) {
  return looksDark(surface)
    ? {
        surfaceRaised: tint(0.05, surface),
        surfaceSunken: shade(0.35, surface),
        border: tint(0.12, surface),
        borderStrong: tint(0.32, surface),
      }
    : {
        surfaceRaised: tint(0.6, surface),
        surfaceSunken: shade(0.05, surface),
        border: shade(0.12, surface),
        borderStrong: shade(0.45, surface),
      };
}

/**
 * Derives the full theme for `mode` from the brand's seeds.
 * Starts from `base` (default: `themes/<mode>.json`), takes primary/accent (and
 * background/surface when given) from the seeds, and derives every dependent token.
 * Seeds polished cannot parse are ignored (the manifest schema reports them).
 */
export function deriveTheme(mode: ThemeMode, seeds: ThemeSeeds, base: Theme = baseThemes[mode]): Theme {
  const b = base.colors;
  const primary = seed(seeds.primary) ?? b.primary;
  const accent = seed(seeds.accent) ?? b.accent;
  const seededBackground = seed(seeds.background);
  const seededSurface = seed(seeds.surface);

  const background = seededBackground ?? b.background;
  // a dark page gets a slightly lighter card, a light page a near-white one
  const surface =
    seededSurface ?? (seededBackground ? (looksDark(background) ? tint(0.05, background) : tint(0.7, background)) : b.surface);
  const structure =
    seededBackground || seededSurface
      ? surfacesFrom(surface)
      : { surfaceRaised: b.surfaceRaised, surfaceSunken: b.surfaceSunken, border: b.border, borderStrong: b.borderStrong };

  const page = [background, surface, structure.surfaceRaised, structure.surfaceSunken];
  const text = readableText(b.text, page);
  const textMuted = readableText(b.textMuted, page);
  const textOnSurface = readableText(b.textOnSurface, page);
  const borderStrong = ensureContrast(structure.borderStrong, [surface], AA_NON_TEXT) ?? textMuted;

  const labelCandidates = (own: string) => [own, text, background, surface, b.text, b.background];
  const primaryContrast = pickReadable(primary, labelCandidates(b.primaryContrast));
  const primaryStates = interactionStates(primary, primaryContrast, mode);
  const accentContrast = pickReadable(accent, labelCandidates(b.accentContrast));
  const accentStates = interactionStates(accent, accentContrast, mode);

  const link = ensureContrast(primary, [background, surface], AA_TEXT) ?? ensureContrast(primary, [background], AA_TEXT) ?? text;
  const focus = ensureContrast(primary, [background, surface], AA_NON_TEXT) ?? text;
  const status = (color: string) => ensureContrast(color, [background, surface], AA_TEXT) ?? text;

  // the bars carry the brand: the header its own colour or the primary toned onto the surface, so
  // the primary buttons on it still stand out; each bar's text is derived to read on it
  const header = seed(seeds.header) ?? mix(HEADER_TONE, primary, surface);
  const leftBar = seed(seeds.leftBar) ?? surface;
  const headerText = readableText(text, [header]);
  // a button the colour of the bar it sits on is lost: the header's text colour stands in for it
  const onHeader = (fill: string, label: string) => {
    const own = contrastRatio(fill, header) >= AA_NON_TEXT;
    const color = own ? fill : headerText;
    const onColor = own ? label : pickReadable(color, [header, label, b.text, b.background]);
    return { color, text: onColor, ...interactionStates(color, onColor, mode) };
  };
  // a brand whose header is its primary (or close to it) would draw the page's ring in the bar's own colour
  const headerFocus = contrastRatio(focus, header) >= AA_NON_TEXT ? focus : headerText;
  const headerPrimary = onHeader(primary, primaryContrast);
  const headerAccent = onHeader(accent, accentContrast);

  const colors: ThemeColors = {
    ...b,
    background,
    surface,
    ...structure,
    borderStrong,
    text,
    textMuted,
    textOnSurface,
    primary,
    primaryHover: primaryStates.hover,
    primaryActive: primaryStates.active,
    primaryContrast,
    accent,
    accentHover: accentStates.hover,
    accentActive: accentStates.active,
    accentContrast,
    success: status(b.success),
    warning: status(b.warning),
    danger: status(b.danger),
    info: status(b.info),
    focus,
    link,
    header,
    headerText,
    headerFocus,
    headerPrimary: headerPrimary.color,
    headerPrimaryHover: headerPrimary.hover,
    headerPrimaryActive: headerPrimary.active,
    headerPrimaryText: headerPrimary.text,
    headerAccent: headerAccent.color,
    headerAccentHover: headerAccent.hover,
    headerAccentActive: headerAccent.active,
    headerAccentText: headerAccent.text,
    leftBar,
    leftBarText: readableText(text, [leftBar]),
  };
  return { ...base, mode, colors };
}

export interface ContrastCheck {
  pair: string;
  fg: string;
  bg: string;
  ratio: number;
  ok: boolean;
  required: number;
}

/** [pair name, foreground token, background token, required ratio] */
const REPORT_PAIRS: ReadonlyArray<readonly [string, keyof ThemeColors, keyof ThemeColors, number]> = [
  ['text on background', 'text', 'background', AA_TEXT],
  ['text on surface', 'text', 'surface', AA_TEXT],
  ['textMuted on background', 'textMuted', 'background', AA_TEXT],
  ['textMuted on surface', 'textMuted', 'surface', AA_TEXT],
  ['textMuted on surfaceRaised', 'textMuted', 'surfaceRaised', AA_TEXT],
  ['textOnSurface on surface', 'textOnSurface', 'surface', AA_TEXT],
  ['primaryContrast on primary', 'primaryContrast', 'primary', AA_TEXT],
  ['primaryContrast on primaryHover', 'primaryContrast', 'primaryHover', AA_TEXT],
  ['primaryContrast on primaryActive', 'primaryContrast', 'primaryActive', AA_TEXT],
  ['accentContrast on accent', 'accentContrast', 'accent', AA_TEXT],
  ['accentContrast on accentHover', 'accentContrast', 'accentHover', AA_TEXT],
  ['accentContrast on accentActive', 'accentContrast', 'accentActive', AA_TEXT],
  ['link on background', 'link', 'background', AA_TEXT],
  ['link on surface', 'link', 'surface', AA_TEXT],
  ['danger on surface', 'danger', 'surface', AA_TEXT],
  ['focus on background', 'focus', 'background', AA_NON_TEXT],
  ['borderStrong on surface', 'borderStrong', 'surface', AA_NON_TEXT],
  ['headerText on header', 'headerText', 'header', AA_TEXT],
  ['headerFocus on header', 'headerFocus', 'header', AA_NON_TEXT],
  ['headerPrimary on header', 'headerPrimary', 'header', AA_NON_TEXT],
  ['headerPrimaryText on headerPrimary', 'headerPrimaryText', 'headerPrimary', AA_TEXT],
  ['headerAccent on header', 'headerAccent', 'header', AA_NON_TEXT],
  ['headerAccentText on headerAccent', 'headerAccentText', 'headerAccent', AA_TEXT],
  ['leftBarText on leftBar', 'leftBarText', 'leftBar', AA_TEXT],
];

/**
 * The important foreground/background pairs of a theme with their WCAG ratios
 * (4.5:1 for text, 3:1 for focus ring and input borders). Used by tests and the brand-check tool.
 */
export function themeContrastReport(theme: Theme): ContrastCheck[] {
  return REPORT_PAIRS.map(([pair, fgKey, bgKey, required]) => {
    const fg = theme.colors[fgKey];
    const bg = theme.colors[bgKey];
    const ratio = contrastRatio(fg, bg);
    return { pair, fg, bg, ratio, ok: ratio >= required, required };
  });
}

