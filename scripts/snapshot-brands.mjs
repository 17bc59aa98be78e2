// Which brand folders `npm run snapshot` shoots: brands/ by default, another folder of brand
// folders with --brands-dir, and brand folders given by path (anywhere), mounted under their
// merchant codes. What the runner hands to the snapshot suite and its preview platform.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collectBrandFolders, isBrandFolder, mountsOf, brandFoldersIn } from './brand/folders.mjs';

/** Is this command-line word a brand folder, or a folder of them (else it is Playwright's)? */
export function isBrandPath(arg) {
  if (arg.startsWith('-')) return false;
  const abs = resolve(arg);
  return existsSync(abs) && (isBrandFolder(abs) || brandFoldersIn(abs).length > 0);
}

/**
 * `{ folders, env }`: code -> folder of every brand to shoot, and the variables the suite reads:
 * SNAPSHOT_BRANDS_DIR and SNAPSHOT_MOUNT for the preview platform's --brands and --mount,
 * BRAND_DIRS (JSON code -> folder) for the matrix and the brands' documents.
 */
export function snapshotBrands({ root, brandsDir = null, paths = [] }) {
  const dir = resolve(brandsDir ?? join(root, 'brands'));
  const folders = collectBrandFolders({ brandsDir: dir, paths });
  const mounts = Object.values(mountsOf(folders, dir));
  return {
    folders,
    env: {
      SNAPSHOT_BRANDS_DIR: dir,
      ...(mounts.length ? { SNAPSHOT_MOUNT: mounts.join(',') } : {}),
      BRAND_DIRS: JSON.stringify(Object.fromEntries(folders)),
    },
  };
}
