/** The code docs/flags.md is read from: every non-test module under src/ (Node only; the site never imports it). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from './flagsDoc';

const TEST_ONLY = /\.test\.tsx?$|\/test[A-Z][^/]*\.tsx?$|\/flagsDoc(Sources)?\.ts$/;

export function readSources(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const path = relative(root, full).split(sep).join('/');
        if (!TEST_ONLY.test(path)) out.push({ path, text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(join(root, 'src'));
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
