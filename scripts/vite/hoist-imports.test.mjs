import { describe, expect, it } from 'vitest';
import { hoistImports, relativeSpecifier, transitiveImports } from './hoist-imports.mjs';

describe('transitiveImports', () => {
  const graph = new Map([
    ['assets/page.js', ['assets/framework.js', 'assets/form.js']],
    ['assets/form.js', ['assets/framework.js', 'assets/field.js', 'assets/sms.js']],
    ['assets/sms.js', ['assets/countdown.js', 'assets/field.js']],
    ['assets/field.js', ['assets/framework.js']],
    ['assets/countdown.js', []],
    ['assets/framework.js', []],
  ]);
  it.each([
    ['a page: what its form imports, and what that imports, depth first', 'assets/page.js', ['assets/field.js', 'assets/sms.js', 'assets/countdown.js']],
    ['a chunk importing only leaves: nothing', 'assets/field.js', []],
    ['one level down: the countdown behind the code button', 'assets/form.js', ['assets/countdown.js']],
    ['a chunk importing nothing', 'assets/framework.js', []],
  ])('%s', (_, chunk, expected) => {
    expect(transitiveImports(graph).get(chunk)).toEqual(expected);
  });

  it('ends on a cycle and never hoists a chunk into itself', () => {
    const cyclic = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js', 'b.js']],
    ]);
    expect(transitiveImports(cyclic).get('a.js')).toEqual(['c.js']);
    expect(transitiveImports(cyclic).get('c.js')).toEqual([]);
  });
});

describe('relativeSpecifier', () => {
  it.each([
    ['assets/a.js', 'assets/b.js', './b.js'],
    ['a.js', 'assets/b.js', './assets/b.js'],
    ['assets/sub/a.js', 'assets/b.js', '../b.js'],
    ['assets/a.js', 'other/b.js', '../other/b.js'],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(relativeSpecifier(from, to)).toBe(expected);
  });
});

describe('hoistImports', () => {
  it('appends each chunk its transitive imports as empty imports, after its own code, and leaves assets alone', () => {
    const bundle = {
      'assets/page.js': { type: 'chunk', fileName: 'assets/page.js', imports: ['assets/form.js'], code: 'import"./form.js";export{}' },
      'assets/form.js': { type: 'chunk', fileName: 'assets/form.js', imports: ['assets/field.js'], code: 'import"./field.js";' },
      'assets/field.js': { type: 'chunk', fileName: 'assets/field.js', imports: [], code: 'export const f=1;' },
      'assets/x.css': { type: 'asset', fileName: 'assets/x.css', source: 'a{}' },
    };
    const plugin = hoistImports();
    expect(plugin.apply).toBe('build');
    plugin.generateBundle({}, bundle);
    expect(bundle['assets/page.js'].code).toBe('import"./form.js";export{}\nimport"./field.js";\n');
    expect(bundle['assets/form.js'].code).toBe('import"./field.js";');
    expect(bundle['assets/field.js'].code).toBe('export const f=1;');
    expect(bundle['assets/x.css'].source).toBe('a{}');
  });
});
