// Vite plugin: `virtual:locale-parts` maps each locale file to two lazy chunks, its first-paint
// sections and the rest, so the home page does not carry the strings of pages it does not show.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INDEX = 'virtual:locale-parts';
const PART = 'virtual:locale-part/';

/** Splits one locale object into the first-paint sections and the rest. */
export function splitLocale(messages, firstPaint) {
  const wanted = new Set(firstPaint);
  const shell = {};
  const rest = {};
  for (const [section, value] of Object.entries(messages)) (wanted.has(section) ? shell : rest)[section] = value;
  return { shell, rest };
}

export function localeParts({ dir, firstPaint }) {
  const codes = () =>
    readdirSync(dir)
      .filter((f) => /^[a-z]{2,3}(?:_[a-z0-9]{2,4})?\.json$/.test(f))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  return {
    name: 'locale-parts',
    resolveId(id) {
      if (id === INDEX || id.startsWith(PART)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        for (const code of codes()) this.addWatchFile(path.join(dir, `${code}.json`));
        const entries = codes().map(
          (c) => `  ${JSON.stringify(c)}: { shell: () => import(${JSON.stringify(`${PART}${c}-strings-first`)}), rest: () => import(${JSON.stringify(`${PART}${c}-strings-rest`)}) },`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${PART}`)) {
        const [, code, part] = /^([a-z0-9_]+)-strings-(first|rest)$/.exec(id.slice(PART.length + 1)) ?? [];
        if (!code) return null;
        const file = path.join(dir, `${code}.json`);
        this.addWatchFile(file);
        const parts = splitLocale(JSON.parse(readFileSync(file, 'utf8')), firstPaint);
        return `export default ${JSON.stringify(part === 'first' ? parts.shell : parts.rest)};\n`;
      }
      return null;
    },
  };
}
