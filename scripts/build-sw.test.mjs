import { describe, expect, it } from 'vitest';
import { pageFiles, precacheList, staticImports } from './build-sw.mjs';

describe('staticImports', () => {
  it.each([
    ['minified named imports', 'import{a as b}from"./framework-x.js";import{c}from"./bootCheck-y.js";', ['./framework-x.js', './bootCheck-y.js']],
    ['a side-effect import', 'import"./rolldown-runtime-z.js";', ['./rolldown-runtime-z.js']],
    ['spaced, single quotes', "import { a } from './a.js';\nexport * from '../b.js';", ['./a.js', '../b.js']],
    ['a dynamic import is not static', 'const p=import("./LobbyPage-q.js");', []],
    ['a package or URL is not a file of the build', 'import"react";import"https://cdn.example/x.js";', []],
    ['the same file twice', 'import"./a.js";import{b}from"./a.js";', ['./a.js']],
  ])('%s', (_what, code, expected) => {
    expect(staticImports(code)).toEqual(expected);
  });
});

describe('pageFiles', () => {
  it.each([
    ['scripts, classic and module', '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/shell-a.js"></script>', ['/theme-init.js', '/assets/shell-a.js']],
    ['a stylesheet, not an icon', '<link rel="icon" href="/favicon.svg" /><link rel="stylesheet" href="/assets/app-b.css">', ['/assets/app-b.css']],
    ['other origins left out', '<script src="https://www.googletagmanager.com/gtag/js"></script><script src="//cdn.example/x.js"></script>', []],
    ['an inline script has no file', '<script>1</script>', []],
    ['a query dropped', '<script src="/theme-init.js?v=2"></script>', ['/theme-init.js']],
  ])('%s', (_what, html, expected) => {
    expect(pageFiles(html)).toEqual(expected);
  });
});

describe('precacheList', () => {
  const files = {
    '/index.html': '<script src="/theme-init.js"></script><script type="module" src="/assets/shell-a.js"></script>',
    '/theme-init.js': 'var BRANDS = {};',
    '/assets/shell-a.js': 'import{x}from"./framework-b.js";const l=()=>import("./Lobby-c.js");',
    '/assets/framework-b.js': 'import"./runtime-d.js";',
    '/assets/runtime-d.js': '',
  };
  const read = (path) => files[path] ?? null;

  it("holds index.html, what it loads and those chunks' static imports, not the lazy chunks", () => {
    expect(precacheList(read).map((e) => e.url)).toEqual(['/index.html', '/theme-init.js', '/assets/shell-a.js', '/assets/framework-b.js', '/assets/runtime-d.js']);
  });

  it('names hashed chunks by their names and the other files by their contents', () => {
    const list = precacheList(read);
    expect(list.filter((e) => e.url.startsWith('/assets/')).every((e) => e.revision === null)).toBe(true);
    expect(list.find((e) => e.url === '/index.html').revision).toMatch(/^[0-9a-f]{16}$/);
    const changed = precacheList((path) => (path === '/theme-init.js' ? 'var BRANDS = { codes: [] };' : read(path)));
    expect(changed.find((e) => e.url === '/theme-init.js').revision).not.toBe(list.find((e) => e.url === '/theme-init.js').revision);
    expect(changed.find((e) => e.url === '/index.html').revision).toBe(list.find((e) => e.url === '/index.html').revision);
  });

  it('holds the chunks the first-paint script names (the frame, the first-paint strings) and their static imports', () => {
    const withFrame = { ...files, '/theme-init.js': 'var FRAME=`/assets/frame-e.js`,S={en:"/assets/en-strings-first-f.js"};', '/assets/frame-e.js': 'import{x}from"./shell-a.js";import"./card-g.js";', '/assets/card-g.js': '', '/assets/en-strings-first-f.js': '' };
    expect(precacheList((path) => withFrame[path] ?? null).map((e) => e.url)).toEqual([
      '/index.html', '/theme-init.js', '/assets/shell-a.js', '/assets/frame-e.js', '/assets/en-strings-first-f.js', '/assets/framework-b.js', '/assets/card-g.js', '/assets/runtime-d.js',
    ]);
  });

  it('refuses a build that lacks a file index.html loads', () => {
    expect(() => precacheList((path) => (path === '/assets/framework-b.js' ? null : read(path)))).toThrow(/framework-b\.js/);
  });
});
