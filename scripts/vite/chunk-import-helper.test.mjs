import { describe, expect, it } from 'vitest';
import { chunkImportHelper, importsThroughChunkImport, PRELOAD_HELPER_ID } from './chunk-import-helper.mjs';

const load = (id) => chunkImportHelper().load.handler(id);

describe('chunkImportHelper', () => {
  it('answers only the preload helper module, and only in a build', () => {
    const plugin = chunkImportHelper();
    expect(plugin.apply).toBe('build');
    expect(plugin.load.filter.id.test(PRELOAD_HELPER_ID)).toBe(true);
    expect(load(PRELOAD_HELPER_ID)).toMatch(/export const __vitePreload/);
    expect(load('/src/main.tsx')).toBeNull();
  });

  it('hands back the dynamic import itself: its module, or its error unchanged', async () => {
    const { __vitePreload } = await import(`data:text/javascript,${encodeURIComponent(load(PRELOAD_HELPER_ID))}`);
    const mod = { ok: 1 };
    await expect(__vitePreload(() => Promise.resolve(mod), undefined, 'x')).resolves.toBe(mod);
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(error))).rejects.toBe(error);
  });

  it('leaves a chunk with no lazy import alone', () => {
    expect(chunkImportHelper().renderChunk('const a = 1;')).toBeNull();
  });
});

describe('importsThroughChunkImport', () => {
  it.each([
    ['a wrapped import, hash still a placeholder', 'd:()=>j(()=>import("./Page-!~{00a}~.js"),[])', 'd:()=>j(()=>__chunkImport("./Page-!~{00a}~.js", import.meta.url),[])'],
    ['an awaited one', 'const{x:e}=await import(`./secure-B5Zz.js`)', 'const{x:e}=await __chunkImport(`./secure-B5Zz.js`, import.meta.url)'],
    ['one in a parent folder', "import('../assets/x-1.js')", "__chunkImport('../assets/x-1.js', import.meta.url)"],
    ['two on a line', 'import("./a.js");import("./b.js")', '__chunkImport("./a.js", import.meta.url);__chunkImport("./b.js", import.meta.url)'],
  ])('%s', (_name, code, rewritten) => expect(importsThroughChunkImport(code)).toBe(rewritten));

  it.each([
    ['an address made at run time', 'import(e)'],
    ['a package name', 'import("embla-carousel")'],
    ['not a script', 'import("./theme.css")'],
    ['mismatched quotes', 'import("./a.js\')'],
    ['a method of that name', 'loader.reimport("./a.js")'],
  ])('leaves %s alone', (_name, code) => expect(importsThroughChunkImport(code)).toBe(code));
});
