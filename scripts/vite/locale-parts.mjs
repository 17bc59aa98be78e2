// Vite plugin: `virtual:locale-parts` maps each locale file to three lazy chunks, its first-paint
// sections, the log-in popup's sections and the rest, so the home page does not carry the strings
// of pages it does not show, nor the log-in landing those of every other page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INDEX = 'virtual:locale-parts';
const PART = 'virtual:locale-part/';

/**
 * Splits one locale object into the first-paint strings and the rest. `firstPaint` names
 * top-level sections (`games`) or single keys inside one (`games.open`): a section's other keys
 * stay in the rest. Both parts are merged deeply at run time (i18next addResourceBundle).
 */
export function splitLocale(messages, firstPaint) {
  const wanted = firstPaint.map((p) => p.split('.'));
  const split = (node, at) => {
    const shell = {};
    const rest = {};
    for (const [key, value] of Object.entries(node)) {
      const here = [...at, key];
      const same = (p, n) => p.length >= n.length && n.every((part, i) => p[i] === part);
      if (wanted.some((p) => p.length === here.length && same(p, here))) shell[key] = value;
      else if (value && typeof value === 'object' && wanted.some((p) => p.length > here.length && same(p, here))) {
        const inner = split(value, here);
        if (Object.keys(inner.shell).length) shell[key] = inner.shell;
        if (Object.keys(inner.rest).length) rest[key] = inner.rest;
      } else rest[key] = value;
    }
    return { shell, rest };
  };
  return split(messages, []);
}

/**
 * The three parts of one locale object: the first-paint strings (`shell`), the log-in popup's
 * beyond them (`login`, the same kind of paths as `firstPaint`) and the rest.
 */
export function splitLocaleParts(messages, firstPaint, login) {
  const { shell, rest: beyond } = splitLocale(messages, firstPaint);
  const { shell: loginPart, rest } = splitLocale(beyond, login);
  return { shell, login: loginPart, rest };
}

export function localeParts({ dir, firstPaint, login = [] }) {
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
          (c) => `  ${JSON.stringify(c)}: { shell: () => import(${JSON.stringify(`${PART}${c}-strings-first`)}), login: () => import(${JSON.stringify(`${PART}${c}-strings-login`)}), rest: () => import(${JSON.stringify(`${PART}${c}-strings-rest`)}) },`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${PART}`)) {
        const [, code, part] = /^([a-z0-9_]+)-strings-(first|login|rest)$/.exec(id.slice(PART.length + 1)) ?? [];
        if (!code) return null;
        const file = path.join(dir, `${code}.json`);
        this.addWatchFile(file);
        const parts = splitLocaleParts(JSON.parse(readFileSync(file, 'utf8')), firstPaint, login);
        return `export default ${JSON.stringify(part === 'first' ? parts.shell : parts[part])};\n`;
      }
      return null;
    },
  };
}
