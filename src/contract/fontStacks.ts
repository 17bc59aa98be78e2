/**
 * The typefaces a brand may choose (manifest theme.fontFamily): names for system font stacks,
 * never a CSS value from config, so a manifest cannot inject CSS or make the site fetch a web font.
 * Every stack ends in the scripts' fallbacks (CJK, emoji) so every language still renders.
 */
export const FONT_FAMILIES = ['system', 'humanist', 'geometric', 'rounded', 'serif', 'monospace-digits'] as const;

export type FontFamilyName = (typeof FONT_FAMILIES)[number];

const FALLBACKS = '"Noto Sans", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';

export const FONT_STACKS: Readonly<Record<FontFamilyName, string>> = {
  system: `system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, ${FALLBACKS}`,
  humanist: `Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, ${FALLBACKS}`,
  geometric: `Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, ${FALLBACKS}`,
  rounded: `ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, ${FALLBACKS}`,
  serif: `Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "DejaVu Serif", serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"`,
  'monospace-digits': `"Nimbus Mono PS", "Courier New", ui-monospace, monospace, ${FALLBACKS}`,
};

export function isFontFamilyName(value: unknown): value is FontFamilyName {
  return typeof value === 'string' && (FONT_FAMILIES as readonly string[]).includes(value);
}
