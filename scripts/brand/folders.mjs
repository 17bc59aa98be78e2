// Brand folders from anywhere: a folder of brand folders (brands/ or another) and single brand
// folders given by path, each served under its manifest's merchant code. The preview platform's
// command line (--brands, --mount), preview:brand and the snapshot runner share this reading.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** The code a folder is served under: its manifest's merchantCode, else the folder's name. */
export function brandCodeOf(dir) {
  try {
    const code = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')).merchantCode;
    if (typeof code === 'string' && /^[a-z0-9][a-z0-9_-]*$/i.test(code)) return code;
  } catch {
    /* unreadable manifest: the check reports it */
  }
  return basename(dir);
}

const isDir = (p) => existsSync(p) && statSync(p).isDirectory();
export const isBrandFolder = (p) => isDir(p) && existsSync(join(p, 'brand.json'));

/** The brand folders directly under `dir` (not starting with _), sorted by name. */
export function brandFoldersIn(dir) {
  if (!isDir(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(join(dir, d.name, 'brand.json')))
    .map((d) => join(resolve(dir), d.name))
    .sort();
}

/**
 * code -> absolute folder: the brand folders of `brandsDir`, then each of `paths` (a brand folder,
 * or a folder holding brand folders). A later folder with the same code wins, as a mounted folder
 * wins over brands/ in the preview platform. A path that is neither is an error naming it.
 */
export function collectBrandFolders({ brandsDir, paths = [] }) {
  const out = new Map();
  for (const dir of brandFoldersIn(brandsDir)) out.set(basename(dir), dir);
  for (const path of paths) {
    const abs = resolve(path);
    if (isBrandFolder(abs)) out.set(brandCodeOf(abs), abs);
    else if (brandFoldersIn(abs).length > 0) for (const dir of brandFoldersIn(abs)) out.set(brandCodeOf(dir), dir);
    else throw new Error(`${path}: not a brand folder (no brand.json) nor a folder of brand folders`);
  }
  return out;
}

/** The folders of `folders` that the preview platform must mount (those that are not `<brandsDir>/<code>`). */
export function mountsOf(folders, brandsDir) {
  const root = resolve(brandsDir);
  return Object.fromEntries([...folders].filter(([code, dir]) => dir !== join(root, code)));
}
