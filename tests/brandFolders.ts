/**
 * Where a brand's folder is, for the suites that read brands' documents: brands/<code>, unless
 * the runner names other folders (BRAND_DIRS, JSON code -> folder: `npm run snapshot` with
 * --brands-dir or brand folders from anywhere, scripts/snapshot-brands.mjs).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function named(): Record<string, string> | null {
  const raw = process.env.BRAND_DIRS;
  if (!raw) return null;
  const parsed = JSON.parse(raw) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('BRAND_DIRS must be a JSON object of code -> folder');
  return parsed as Record<string, string>;
}

const BRANDS_DIR = join(process.cwd(), 'brands');

export function brandFolder(code: string): string {
  return named()?.[code] ?? join(BRANDS_DIR, code);
}

/** The brands to test: those BRAND_DIRS names, else every folder of brands/ with a brand.json. */
export function brandFolderCodes(): string[] {
  const given = named();
  if (given) return Object.keys(given).sort();
  return readdirSync(BRANDS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(join(BRANDS_DIR, d.name, 'brand.json')))
    .map((d) => d.name)
    .sort();
}
