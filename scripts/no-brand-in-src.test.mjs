// One build serves every brand: src/ must not name a merchant code or brand name, nor carry a
// brand's colour. The brands are read from brands/, so this test itself names none.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Colours every theme may use whatever the brand: they identify no one. */
const NEUTRAL = new Set(['#fff', '#ffffff', '#000', '#000000']);

function brandMarks() {
  const marks = [];
  for (const dir of readdirSync(path.join(root, 'brands'))) {
    if (dir.startsWith('_') || dir.startsWith('.')) continue;
    const file = path.join(root, 'brands', dir, 'brand.json');
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const manifest = JSON.parse(text);
    marks.push({ brand: dir, what: 'merchant code', re: new RegExp(`\\b${manifest.merchantCode}\\b`, 'i') });
    marks.push({ brand: dir, what: 'brand name', re: new RegExp(`\\b${manifest.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i') });
    const colours = new Set([...text.matchAll(/#[0-9a-fA-F]{3,8}\b/g)].map((m) => m[0].toLowerCase()));
    for (const c of colours) if (!NEUTRAL.has(c)) marks.push({ brand: dir, what: `colour ${c}`, re: new RegExp(`${c}\\b`, 'i') });
  }
  return marks;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.(ts|tsx|js|css|json)$/.test(name) ? [full] : [];
  });
}

/** Every line of src/ that carries a mark, as "file:line: mark (brand)". */
export function findBrandMarks(files, marks) {
  const hits = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of marks) if (m.re.test(line)) hits.push(`${path.relative(root, file)}:${i + 1}: ${m.what} (${m.brand})`);
      });
  }
  return hits;
}

describe('no brand in src/', () => {
  const marks = brandMarks();

  it('reads at least two brands to look for', () => {
    expect(new Set(marks.map((m) => m.brand)).size).toBeGreaterThanOrEqual(2);
  });

  it('src/ names no merchant code or brand name and carries no brand colour', () => {
    expect(findBrandMarks(sourceFiles(path.join(root, 'src')), marks)).toEqual([]);
  });

  it('would report a file that did (the check can fail)', () => {
    const brand = marks.find((m) => m.what === 'merchant code');
    const colour = marks.find((m) => m.what.startsWith('colour'));
    const tmp = path.join(root, 'brands', brand.brand, 'brand.json');
    expect(findBrandMarks([tmp], [brand, colour]).length).toBeGreaterThanOrEqual(2);
  });
});
