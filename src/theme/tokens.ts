/** Semantic design tokens. `themes/<mode>.json` hold the base set; brand seeds override a few colours and the engine derives the rest. */
export interface ThemeSeeds {
  primary: string;
  accent: string;
  /** optional page background and card surface; derived from the base theme if absent */
  background?: string;
  surface?: string;
  /** optional header bar background; the brand's primary, toned onto the surface, if absent */
  header?: string;
  /** optional left bar background; the surface if absent */
  leftBar?: string;
}

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  overlay: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textOnSurface: string;
  primary: string;
  primaryHover: string;
  primaryActive: string;
  primaryContrast: string;
  accent: string;
  accentHover: string;
  accentActive: string;
  accentContrast: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  focus: string;
  link: string;
  /** the header bar's background and the text on it (contrast-checked) */
  header: string;
  headerText: string;
  /** the focus ring on the header: the page's where it stands 3:1 against the header, else the header's text colour */
  headerFocus: string;
  /**
   * the header's filled buttons, primary (deposit, log in) and accent (register): their role colour
   * where it stands 3:1 against the header, else the header's text colour, with states and a label
   */
  headerPrimary: string;
  headerPrimaryHover: string;
  headerPrimaryActive: string;
  headerPrimaryText: string;
  headerAccent: string;
  headerAccentHover: string;
  headerAccentActive: string;
  headerAccentText: string;
  /** the left bar's background and the text on it (contrast-checked) */
  leftBar: string;
  leftBarText: string;
}

export interface Theme {
  mode: 'dark' | 'light';
  colors: ThemeColors;
  /** `button`: buttons' and inputs' corners (a brand's theme.buttonRadius) */
  radii: { sm: string; md: string; lg: string; pill: string; button: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: number;
  };
  shadows: { sm: string; md: string; lg: string };
  layout: { headerHeight: string; leftBarWidth: string; leftBarCollapsedWidth: string; contentMaxWidth: string };
}

/** A brand's seeds, and the colours the engine derives from them, for both modes. */
export type SeedsByMode = Record<Theme['mode'], ThemeSeeds>;
export type ColorsByMode = Record<Theme['mode'], ThemeColors>;

/** Every seed a brand may give (ThemeSeeds' keys): what a compiled theme records and is compared by. */
export const SEED_KEYS = ['primary', 'accent', 'background', 'surface', 'header', 'leftBar'] as const satisfies ReadonlyArray<keyof ThemeSeeds>;
