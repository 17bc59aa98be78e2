/**
 * The lobby's type (classify) chips and their counts under the filters on. The vendor lanes may
 * count a type's games over the whole lobby (the preview's do) and may name the vendors with games
 * of the type (the real platform's do, without counts): a lane's count holds only while nothing
 * narrows the list. With a vendor, a name or a bet chosen, a type's count is what the game list
 * answers for it under those filters, so that picking a chip lists as many games as it said. A
 * type without games is not offered, unless it is the one chosen: the grid then says nothing
 * matches, and "All" is the way back.
 */
import type { GameClassify } from '../../api/types';

/** The lanes' key of the whole lobby, and the counts' key of the list without a type. */
export const ALL_TYPES = 'ALL';

/** What the game list answered for a type under the filters on: its total when the reply gives one, and whether it listed any game. */
export interface Listed {
  count: number | null;
  any: boolean;
}

export interface ClassifyChip {
  key: string;
  displayName: string;
  /** null: not known (the platform gives no count, or its answer has not come yet) */
  count: number | null;
}

export interface TypeFilters {
  /** the vendor the list shows ('' for every vendor) */
  vendor: string;
  /** a name searched or a bet chosen */
  narrowed: boolean;
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const isAll = (c: GameClassify) => same(c.key, ALL_TYPES);

/** A type the lanes already say has no game for the vendor (or none at all): no need to ask. */
function knownEmpty(c: GameClassify, vendor: string): boolean {
  if (c.vendors === null) return false;
  return c.vendors.length === 0 || (vendor !== '' && !c.vendors.some((v) => same(v, vendor)));
}

const listedCount = (l: Listed | undefined): number | null => (l === undefined ? null : (l.count ?? (l.any ? null : 0)));

/** The types whose games the list must be asked to count under these filters ('ALL' for every type); none while the lanes' counts hold. */
export function typesToCount(lane: readonly GameClassify[], { vendor, narrowed }: TypeFilters): string[] {
  if (vendor === '' && !narrowed) return [];
  return [ALL_TYPES, ...lane.filter((c) => !isAll(c) && !knownEmpty(c, vendor)).map((c) => c.key)];
}

/** The "All" chip's count and the type chips to offer, each with its count under the filters. */
export function classifyChips(
  lane: readonly GameClassify[],
  filters: TypeFilters,
  listed: ReadonlyMap<string, Listed>,
  selected: string,
): { allCount: number | null; chips: ClassifyChip[] } {
  const whole = filters.vendor === '' && !filters.narrowed;
  const countOf = (c: GameClassify) => (knownEmpty(c, filters.vendor) ? 0 : whole ? c.count : listedCount(listed.get(c.key)));
  const chips = lane
    .filter((c) => !isAll(c))
    .map((c) => ({ key: c.key, displayName: c.displayName, count: countOf(c) }))
    .filter((c) => c.count !== 0 || same(c.key, selected));
  const allCount = whole ? (lane.find(isAll)?.count ?? null) : listedCount(listed.get(ALL_TYPES));
  return { allCount, chips };
}
