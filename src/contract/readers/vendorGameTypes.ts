/**
 * GCSGAME_getVassGameType: `value.content` maps a game type to the vendors that offer it, each
 * with a list (the preview fills it with the classify keys the vendor's games use). Read tolerantly:
 * `content` or the map itself; type and vendor codes upper-cased; a vendor's list keeps its
 * strings only; a type or vendor that is not a plain code is dropped.
 */
import { isRecord } from '../findings';
import type { VendorLane } from './games';

export type VendorGameTypes = Record<string, Record<string, string[]>>;

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

export function readVendorGameTypes(raw: unknown): VendorGameTypes {
  const value = isRecord(raw) && isRecord(raw.content) ? raw.content : raw;
  const out: VendorGameTypes = {};
  if (!isRecord(value)) return out;
  for (const [type, vendors] of Object.entries(value)) {
    if (!CODE.test(type) || !isRecord(vendors)) continue;
    const byVendor: Record<string, string[]> = {};
    for (const [vendor, list] of Object.entries(vendors)) {
      if (!CODE.test(vendor)) continue;
      byVendor[vendor.toUpperCase()] = Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string' && k.trim() !== '') : [];
    }
    out[type.toUpperCase()] = { ...out[type.toUpperCase()], ...byVendor };
  }
  return out;
}

/** The game types a vendor offers, in the reply's order (a vendor may be in several lanes: AG has LIVE, FISH and RNG). */
export function gameTypesOfVendor(map: VendorGameTypes, vendor: string): string[] {
  const code = vendor.toUpperCase();
  return Object.keys(map).filter((type) => map[type]![code] !== undefined);
}

/**
 * The vendor lanes a game-types map stands for, for the menu when the vendor-lanes reply has none
 * (the product's "falls back when lists are empty"): one lane per game type that has vendors, in
 * the reply's order, one card per vendor (vassalage = the vendor code, named by its code, no
 * icon: the CDN's icon of the vendor shows, not hot, not new, no popup list). No classifications:
 * the map's lists are the keys a vendor's games use, not the lane's named, counted filters.
 */
export function lanesFromGameTypes(map: VendorGameTypes): VendorLane[] {
  return Object.entries(map).flatMap(([title, vendors]) => {
    const cards = Object.keys(vendors).map((code) => ({ code, displayName: code, gameType: title, smallIcon: null, isHot: false, isNew: false, isGame: null }));
    return cards.length > 0 ? [{ title, classify: [], cards }] : [];
  });
}
