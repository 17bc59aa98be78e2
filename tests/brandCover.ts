/**
 * Which brands a browser test runs over. Every brand in every test costs the suite minutes per
 * brand; what a test proves comes from brands that differ in what it is about. So a test names
 * its traits (a flag, a reply's shape, the default theme…) and runs over the fewest brands in
 * which each trait takes every value it takes in any brand — at least two brands, so nothing is
 * proved on one brand alone. The choice is greedy in folder order, hence stable from run to run.
 * A new brand joins a test as soon as it brings a value no chosen brand has.
 */
export type Trait = (code: string) => unknown;

/** A comparable form of a trait's value (objects by their JSON). */
function keyOf(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function coveringBrands(codes: readonly string[], traits: readonly Trait[], atLeast = 2): string[] {
  const values = traits.map((trait) => codes.map((code) => keyOf(trait(code))));
  const uncovered = new Set<string>();
  values.forEach((row, t) => row.forEach((v) => uncovered.add(`${t}\u0000${v}`)));
  const chosen: number[] = [];
  const gain = (i: number) => values.reduce((n, row, t) => n + (uncovered.has(`${t}\u0000${row[i]}`) ? 1 : 0), 0);
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    codes.forEach((_, i) => {
      if (chosen.includes(i)) return;
      const g = gain(i);
      if (g > bestGain) [best, bestGain] = [i, g];
    });
    if (best < 0) break;
    chosen.push(best);
    values.forEach((row, t) => uncovered.delete(`${t}\u0000${row[best]}`));
  }
  // at least `atLeast` brands: the next ones in folder order
  for (let i = 0; chosen.length < Math.min(atLeast, codes.length) && i < codes.length; i++) if (!chosen.includes(i)) chosen.push(i);
  return chosen.sort((a, b) => a - b).map((i) => codes[i]!);
}
