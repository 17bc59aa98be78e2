/**
 * The snapshot matrix: brand × theme × language (the brand's own, default first) × screen,
 * narrowed by the SNAPSHOT_* variables that scripts/snapshot.mjs sets from its flags.
 */
import { readFileSync } from 'node:fs';
import { brandFolder, brandFolderCodes } from '../brandFolders';
import { join } from 'node:path';

/**
 * Every page believes it is this moment (a future date, so cookies the site sets with an expiry
 * stay alive), and the preview platform's clock starts there too (its --clock).
 */
export const FIXED_TIME = new Date('2030-03-15T04:00:00.000Z');

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** Screens in gallery order. */
export const SCREENS = [
  'home',
  'register',
  'login',
  'login-register',
  'lobby',
  'promotions',
  'maintenance',
  'region',
  'broken',
  'account',
  'member-deposit',
  'member-security',
  'member-withdraw',
  'member-records',
  'member-transfer',
  'member-inbox',
  'announcements',
  'agent-centre',
  'member-rewards',
  'member-referral',
  'member-missions',
  'point-mall',
  'player-rank',
] as const;
export type Screen = (typeof SCREENS)[number];

export interface Cell {
  brand: string;
  theme: Theme;
  lang: string;
  screen: Screen;
}

/** brands/ or the folders the runner names (BRAND_DIRS: --brands-dir, brand folders from anywhere) */
export function brandCodes(): string[] {
  return brandFolderCodes();
}

export function readBrandJson<T>(code: string, ...parts: string[]): T {
  return JSON.parse(readFileSync(join(brandFolder(code), ...parts), 'utf8')) as T;
}

/** The brand's languages, default first. */
export function brandLanguages(code: string): string[] {
  const { languages } = readBrandJson<{ languages: { supported: string[]; default: string } }>(code, 'brand.json');
  return [languages.default, ...languages.supported.filter((l) => l !== languages.default)];
}

function listEnv(name: string): string[] | null {
  const raw = process.env[name];
  if (!raw) return null;
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  return list.length ? list : null;
}

/** Every cell the current filters keep (SNAPSHOT_BRANDS, _THEMES, _LANGS, _SCREENS: comma lists). */
export function matrix(): Cell[] {
  const brands = listEnv('SNAPSHOT_BRANDS') ?? brandCodes();
  const themes = (listEnv('SNAPSHOT_THEMES') ?? [...THEMES]) as Theme[];
  const langs = listEnv('SNAPSHOT_LANGS')?.map((l) => l.toUpperCase()) ?? null;
  const screens = (listEnv('SNAPSHOT_SCREENS') ?? [...SCREENS]) as Screen[];
  // a misspelt or missing screen would shoot nothing and pass: say so instead
  const unknown = screens.filter((s) => !SCREENS.includes(s));
  if (unknown.length) throw new Error(`snapshot: unknown screen ${unknown.map((s) => `"${s}"`).join(', ')} (${SCREENS.join(', ')})`);
  const cells: Cell[] = [];
  for (const brand of brands) {
    for (const lang of brandLanguages(brand).filter((l) => !langs || langs.includes(l))) {
      for (const theme of THEMES.filter((t) => themes.includes(t))) {
        for (const screen of SCREENS.filter((s) => screens.includes(s))) cells.push({ brand, theme, lang, screen });
      }
    }
  }
  return cells;
}

export const cellKey = (c: Cell) => `${c.brand}/${c.theme}/${c.lang}/${c.screen}`;
