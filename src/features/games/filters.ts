/** Lobby filters live in the URL (?vendor=&classify=&q=&minBet=&minLineNum=), so a reload keeps them. */
export interface LobbyFilters {
  vendor: string;
  classify: string;
  q: string;
  /** the game list's `minBet` (a non-negative amount as typed in the URL), '' for any */
  minBet: string;
  /** the game list's `minLineNum` (a whole number), '' for any */
  minLineNum: string;
}

const AMOUNT = /^\d{1,9}(\.\d{1,4})?$/;
const WHOLE = /^\d{1,7}$/;

export function readFilters(params: URLSearchParams): LobbyFilters {
  const minBet = params.get('minBet')?.trim() ?? '';
  const minLineNum = params.get('minLineNum')?.trim() ?? '';
  return {
    vendor: params.get('vendor')?.trim() ?? '',
    classify: params.get('classify')?.trim() ?? '',
    q: params.get('q') ?? '',
    // a hand-edited address with something else filters nothing rather than failing the list
    minBet: AMOUNT.test(minBet) ? minBet : '',
    minLineNum: WHOLE.test(minLineNum) ? minLineNum : '',
  };
}

/**
 * The min-bet or line choices of a lobby: the distinct values its unfiltered games carry (a game
 * list reply's `minBet` / `minLineNum`), ascending, with the current choice kept even when the
 * games shown lack it. Numbers only: an amount is never re-parsed from its display text. None
 * when every game carries the one same value and nothing is chosen: that chip would filter nothing.
 */
export function betChoices(games: ReadonlyArray<{ minBet?: number | null; minLineNum?: number | null }>, key: 'minBet' | 'minLineNum', current: string): number[] {
  const values = new Set<number>();
  for (const g of games) {
    const v = g[key];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) values.add(v);
  }
  const chosen = current === '' ? Number.NaN : Number(current);
  if (Number.isFinite(chosen)) values.add(chosen);
  // one value that every game carries filters nothing: "All" and "0.10" would show the same games
  if (values.size === 1 && !Number.isFinite(chosen) && games.every((g) => g[key] === [...values][0])) return [];
  return [...values].sort((a, b) => a - b);
}

/** The next search params with one filter changed; empty values are dropped, other params kept. */
export function withFilter(params: URLSearchParams, key: keyof LobbyFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(key);
  else next.set(key, key === 'q' ? value : value.trim());
  return next;
}
