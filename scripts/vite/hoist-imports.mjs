/**
 * Rollup adds a chunk's transitive static imports to it as empty imports (`hoistTransitiveImports`);
 * Rolldown has no such option yet. Without it a browser finds a lazy page's modules one level at a
 * time, each only once the one importing it has arrived: the register page asked for its form, the
 * form its fields, the fields their countdown, a round trip each. This appends every chunk's
 * transitive static imports to it as `import"./x.js";`, so the browser asks for the whole closure
 * at once.
 *
 * Appended, not prepended: a module's imports are evaluated in the order they are written, and
 * each hoisted one is reached first through the import that already leads to it, so nothing is
 * evaluated in a different order. The file names need no new hash either: a chunk's name already
 * changes whenever a name in its imports does, and so with any chunk it reaches.
 */

/** Each chunk's static imports not among its own, in a stable order: direct imports' closures, depth first. */
export function transitiveImports(imports) {
  const hoisted = new Map();
  for (const [name, direct] of imports) {
    const own = new Set(direct);
    const seen = new Set([name, ...direct]);
    const extra = [];
    const visit = (file) => {
      for (const next of imports.get(file) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        extra.push(next);
        visit(next);
      }
    };
    for (const file of direct) visit(file);
    hoisted.set(name, extra.filter((f) => !own.has(f)));
  }
  return hoisted;
}

/** `from`'s path to `to`, both bundle file names (assets/x.js), as an import specifier. */
export function relativeSpecifier(from, to) {
  const fromDir = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromDir.length && common < toParts.length - 1 && fromDir[common] === toParts[common]) common += 1;
  const up = fromDir.length - common;
  const rest = toParts.slice(common).join('/');
  return up === 0 ? `./${rest}` : `${'../'.repeat(up)}${rest}`;
}

export function hoistImports() {
  return {
    name: 'hoist-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const hoisted = transitiveImports(new Map(chunks.map((c) => [c.fileName, c.imports])));
      for (const chunk of chunks) {
        const extra = hoisted.get(chunk.fileName) ?? [];
        if (extra.length === 0) continue;
        chunk.code += `\n${extra.map((file) => `import"${relativeSpecifier(chunk.fileName, file)}";`).join('')}\n`;
      }
    },
  };
}
