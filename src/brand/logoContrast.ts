/**
 * Whether a brand's SVG logo can be seen on the header it sits on (brand:check). The theme's own
 * colours are contrast-checked; a logo is a file, and a light logo whose mark is drawn in the
 * header's own colour vanishes without any other rule noticing. Only colours the file names are
 * read (fill, stroke, stop-color, as attributes or in style); a raster logo or one drawn in
 * currentColor says nothing.
 */
import { AA_NON_TEXT, contrastRatio, isParsableColor } from '../theme/contrast';

/** Below this a shape is all but invisible on its background. */
export const VANISHING_RATIO = 1.5;

const PAINT = /(?:\b(?:fill|stroke|stop-color)\s*=\s*["']([^"']+)["'])|(?:\b(?:fill|stroke|stop-color)\s*:\s*([^;"'}]+))/gi;

/** The distinct colours an SVG's text paints with, lower-cased, in order of first use. */
export function svgPaintColours(svg: string): string[] {
  const out = new Set<string>();
  for (const m of svg.matchAll(PAINT)) {
    const value = (m[1] ?? m[2] ?? '').trim().toLowerCase();
    if (isParsableColor(value)) out.add(value);
  }
  return [...out];
}

export interface LogoContrastProblem {
  message: string;
  ratio: number;
  required: number;
}

const ratioText = (r: number) => `${(Math.floor(r * 100) / 100).toFixed(2)}:1`;

/**
 * What is wrong with a logo painted in `colours` on `header`: a colour that vanishes on it, and
 * (WCAG 1.4.11, graphics) no colour standing 3:1 against it.
 */
export function logoContrastProblems(colours: readonly string[], header: string): LogoContrastProblem[] {
  if (colours.length === 0) return [];
  const ratios = colours.map((c) => [c, contrastRatio(c, header)] as const);
  const problems: LogoContrastProblem[] = ratios
    .filter(([, r]) => r < VANISHING_RATIO)
    .map(([c, r]) => ({ message: `part of the logo (${c}) all but vanishes on the header (${header}): ${ratioText(r)}`, ratio: r, required: VANISHING_RATIO }));
  const best = ratios.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (best[1] < AA_NON_TEXT) {
    problems.push({ message: `no colour of the logo stands out from the header (${header}): the best, ${best[0]}, is ${ratioText(best[1])}, graphics need ${AA_NON_TEXT}:1`, ratio: best[1], required: AA_NON_TEXT });
  }
  return problems;
}
