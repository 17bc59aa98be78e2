import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkStalled, createChunkAddresses, createChunkImport, failedImportUrl, fetchChunk, fetchFailure, pageBuildReplaced, retryChunk, staticImportsOf } from './importChunk';

const ORIGIN = 'https://brand.example/assets/';
const failureOf = (address: string) => fetchFailure(new URL(address, ORIGIN).href);

describe('failedImportUrl', () => {
  it.each([
    ['Chromium', failureOf('./Page-a1.js'), `${ORIGIN}Page-a1.js`],
    ['Firefox', new TypeError(`error loading dynamically imported module: ${ORIGIN}Page-a1.js?retry=1`), `${ORIGIN}Page-a1.js?retry=1`],
    ['Safari names no address', new TypeError('Importing a module script failed.'), null],
    ['an error the module threw while it ran', new Error('x is not defined'), null],
    ['a message with no address after it', new TypeError('Failed to fetch dynamically imported module: '), null],
    ['no error at all', `Failed to fetch dynamically imported module: ${ORIGIN}Page-a1.js`, null],
  ])('%s', (_name, error, url) => expect(failedImportUrl(error)?.href ?? null).toBe(url));
});

describe('createChunkAddresses', () => {
  it("keeps a chunk's address until its import fails, then asks under the next retry address", () => {
    const addresses = createChunkAddresses();
    expect(addresses.address('./Page-a1.js')).toBe('./Page-a1.js');
    addresses.noteFailure(failureOf('./Page-a1.js'));
    expect(addresses.address('./Page-a1.js')).toBe('./Page-a1.js?retry=1');
    addresses.noteFailure(failureOf('./Page-a1.js?retry=1'));
    expect(addresses.address('./Page-a1.js')).toBe('./Page-a1.js?retry=2');
  });

  it('counts by file: every chunk that imports it (any folder) gets the new address; other chunks keep theirs', () => {
    const addresses = createChunkAddresses();
    addresses.noteFailure(failureOf('./Page-a1.js'));
    expect(addresses.address('../assets/Page-a1.js')).toBe('../assets/Page-a1.js?retry=1');
    expect(addresses.address('./Footer-c3.js')).toBe('./Footer-c3.js');
  });

  it('moves on once when imports of one address fail together', () => {
    const addresses = createChunkAddresses();
    addresses.noteFailure(failureOf('./Page-a1.js'));
    addresses.noteFailure(failureOf('./Page-a1.js'));
    expect(addresses.address('./Page-a1.js')).toBe('./Page-a1.js?retry=1');
    // a late failure of the plain address does not undo the retry address that came after it
    addresses.noteFailure(failureOf('./Page-a1.js?retry=1'));
    addresses.noteFailure(failureOf('./Page-a1.js'));
    expect(addresses.address('./Page-a1.js')).toBe('./Page-a1.js?retry=2');
  });

  it('knows the exact addresses the module loader holds as failed', () => {
    const addresses = createChunkAddresses();
    addresses.noteFailure(failureOf('./frame-f1.js'));
    expect(addresses.heldFailed(`${ORIGIN}frame-f1.js`)).toBe(true);
    expect(addresses.heldFailed(`${ORIGIN}frame-f1.js?retry=1`)).toBe(false);
    expect(addresses.heldFailed(`${ORIGIN}Page-a1.js`)).toBe(false);
  });

  it.each([
    ['an error the module threw while it ran', new Error('x is not defined')],
    ['a failure that names no address (Safari)', new TypeError('Importing a module script failed.')],
  ])('does not move on for %s', (_name, error) => {
    const addresses = createChunkAddresses();
    addresses.noteFailure(error);
    expect(addresses.address('./Page-a1.js')).toBe('./Page-a1.js');
  });
});

describe('createChunkImport', () => {
  const BASE = `${ORIGIN}shell-s1.js`;
  const fetched = () => vi.fn((_url: string) => Promise.resolve<string[]>([]));
  const imports = (mod: unknown = {}) => vi.fn((_url: string) => Promise.resolve(mod));

  it("fetches a chunk first, then imports it by its full address now and hands back its module", async () => {
    const mod = { default: 'page' };
    const fetchFirst = fetched();
    const importModule = imports(mod);
    const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule, preloaded: () => false });
    await expect(chunkImport('./Page-a1.js', BASE)).resolves.toBe(mod);
    expect(fetchFirst).toHaveBeenCalledWith(`${ORIGIN}Page-a1.js`);
    expect(importModule).toHaveBeenCalledWith(`${ORIGIN}Page-a1.js`);
    expect(fetchFirst.mock.invocationCallOrder[0]).toBeLessThan(importModule.mock.invocationCallOrder[0]!);
  });

  it('does not fetch a chunk it has imported again: the next import is the module the page has', async () => {
    const fetchFirst = fetched();
    const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule: imports(), preloaded: () => false });
    await chunkImport('./Page-a1.js', BASE);
    await chunkImport('../assets/Page-a1.js', `${ORIGIN}Lobby-l2.js`);
    expect(fetchFirst).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be fetched is never imported, so the next import of that address can load it', async () => {
    const failure = fetchFailure(`${ORIGIN}Page-a1.js`);
    const fetchFirst = vi.fn<(url: string) => Promise<string[]>>().mockRejectedValueOnce(failure).mockResolvedValue([]);
    const importModule = imports({ default: 'page' });
    const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule, preloaded: () => false });
    await expect(chunkImport('./Page-a1.js', BASE)).rejects.toBe(failure);
    expect(importModule).not.toHaveBeenCalled();
    await expect(chunkImport('./Page-a1.js', BASE)).resolves.toEqual({ default: 'page' });
    expect(importModule).toHaveBeenCalledWith(`${ORIGIN}Page-a1.js`);
  });

  it('an import that failed after its fetch moves the address on, and the address that loaded stays', async () => {
    const error = failureOf('./Page-a1.js');
    const fetchFirst = fetched();
    const importModule = vi.fn<(url: string) => Promise<unknown>>().mockRejectedValueOnce(error).mockResolvedValue({});
    const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule, preloaded: () => false });
    await expect(chunkImport('./Page-a1.js', BASE)).rejects.toBe(error);
    await chunkImport('./Page-a1.js', BASE);
    await chunkImport('./Page-a1.js', BASE);
    expect(importModule.mock.calls.map(([url]) => url)).toEqual([`${ORIGIN}Page-a1.js`, `${ORIGIN}Page-a1.js?retry=1`, `${ORIGIN}Page-a1.js?retry=1`]);
    expect(fetchFirst.mock.calls.map(([url]) => url)).toEqual([`${ORIGIN}Page-a1.js`, `${ORIGIN}Page-a1.js?retry=1`]);
  });

  it('imports of one chunk at once share one fetch; after a failed fetch the next import fetches again', async () => {
    let arrive!: () => void;
    const fetchFirst = vi
      .fn<(url: string) => Promise<string[]>>()
      .mockImplementationOnce(() => new Promise<string[]>((done) => (arrive = () => done([]))))
      .mockRejectedValueOnce(failureOf('./Lobby-l2.js'))
      .mockResolvedValue([]);
    const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule: imports(), preloaded: () => false });
    const both = Promise.all([chunkImport('./Page-a1.js', BASE), chunkImport('./Page-a1.js', BASE)]);
    arrive();
    await both;
    expect(fetchFirst).toHaveBeenCalledTimes(1);
    await expect(chunkImport('./Lobby-l2.js', BASE)).rejects.toThrow('Lobby-l2.js');
    await chunkImport('./Lobby-l2.js', BASE);
    expect(fetchFirst).toHaveBeenCalledTimes(3);
  });

  it('imports a chunk a module preload asked for straight away: no second request for it', async () => {
    const fetchFirst = fetched();
    const importModule = imports();
    const strings = `${ORIGIN}en-strings-first-f1.js`;
    const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule, preloaded: (url) => url === strings });
    await chunkImport('./en-strings-first-f1.js', BASE);
    expect(importModule).toHaveBeenCalledWith(strings);
    expect(fetchFirst).not.toHaveBeenCalled();
    await chunkImport('./Page-a1.js', BASE);
    expect(fetchFirst).toHaveBeenCalledWith(`${ORIGIN}Page-a1.js`);
  });

  describe("a chunk's static imports", () => {
    const PAGE = `${ORIGIN}Page-a1.js`;
    const CHIPS = `${ORIGIN}Chips-c1.js`;
    const LIST = `${ORIGIN}List-l1.js`;
    const SHELL = `${ORIGIN}shell-s1.js`;
    /** a server whose chunks import what `graph` says, failing the addresses in `failing` */
    const server = (graph: Record<string, string[]>, failing = new Set<string>()) =>
      vi.fn((url: string) => (failing.has(url) ? Promise.reject(fetchFailure(url)) : Promise.resolve(graph[url] ?? [])));

    it('are fetched with the chunk, before its import; what the page already has (its own scripts) is not', async () => {
      const fetchFirst = server({ [PAGE]: [SHELL, CHIPS, LIST], [CHIPS]: [SHELL], [LIST]: [SHELL, CHIPS] });
      const importModule = imports();
      const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule, preloaded: (url) => url === SHELL });
      await chunkImport('./Page-a1.js', BASE);
      expect(fetchFirst.mock.calls.map(([url]) => url).sort()).toEqual([CHIPS, LIST, PAGE]);
      expect(Math.max(...fetchFirst.mock.invocationCallOrder)).toBeLessThan(importModule.mock.invocationCallOrder[0]!);
    });

    it('one that cannot be fetched keeps the chunk from being imported, and the next import fetches it again and loads', async () => {
      const failing = new Set([CHIPS]);
      const fetchFirst = server({ [PAGE]: [CHIPS] }, failing);
      const importModule = imports({ default: 'page' });
      const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule, preloaded: () => false });
      await expect(chunkImport('./Page-a1.js', BASE)).rejects.toThrow(`Failed to fetch dynamically imported module: ${CHIPS}`);
      expect(importModule).not.toHaveBeenCalled();
      failing.clear();
      await expect(chunkImport('./Page-a1.js', BASE)).resolves.toEqual({ default: 'page' });
      // the page's address never failed in the loader, so it is asked as it is
      expect(importModule).toHaveBeenCalledWith(PAGE);
    });

    it('once a chunk has loaded, another chunk that shares its imports fetches only what is new', async () => {
      const OTHER = `${ORIGIN}Other-o1.js`;
      const fetchFirst = server({ [PAGE]: [CHIPS, LIST], [OTHER]: [CHIPS, LIST] });
      const chunkImport = createChunkImport(createChunkAddresses(), { fetchFirst, importModule: imports(), preloaded: () => false });
      await chunkImport('./Page-a1.js', BASE);
      fetchFirst.mockClear();
      await chunkImport('./Other-o1.js', BASE);
      await chunkImport('./Chips-c1.js', BASE);
      expect(fetchFirst.mock.calls.map(([url]) => url)).toEqual([OTHER]);
    });
  });
});

describe('a chunk whose module preload failed', () => {
  const FRAME = `${ORIGIN}frame-f1.js`;
  const PAGE = `${ORIGIN}Page-a1.js`;
  const BASE = `${ORIGIN}shell-s1.js`;

  // a fresh module: the page's reload-on-retry state is the module's own
  it('loads where it is imported lazily; a chunk that imports it statically fails naming it; and a Retry loads the page again', async () => {
    vi.resetModules();
    const fresh = await import('./importChunk');
    const addresses = fresh.createChunkAddresses();
    const importModule = vi.fn((url: string) => (url === FRAME ? Promise.reject(fresh.fetchFailure(FRAME)) : Promise.resolve({ url })));
    const fetchFirst = vi.fn((url: string) => Promise.resolve(url === PAGE ? [BASE, FRAME] : [BASE]));
    const chunkImport = fresh.createChunkImport(addresses, { fetchFirst, importModule, preloaded: (url) => url === FRAME || url === BASE });
    const retries = () => {
      const retry = vi.fn();
      const reload = vi.fn();
      fresh.retryChunk(retry, reload);
      return [retry.mock.calls.length, reload.mock.calls.length];
    };
    expect(retries()).toEqual([1, 0]);
    // the preload failed: the first import fails, and from then on a Retry loads the page again
    await expect(chunkImport('./frame-f1.js', BASE)).rejects.toThrow(FRAME);
    expect(retries()).toEqual([0, 1]);
    // a lazy import of it is a fresh address that loads
    await expect(chunkImport('./frame-f1.js', BASE)).resolves.toEqual({ url: `${FRAME}?retry=1` });
    // the page imports the frame by its own address: fetched, but never imported
    await expect(chunkImport('./Page-a1.js', BASE)).rejects.toThrow(`Failed to fetch dynamically imported module: ${FRAME}`);
    expect(importModule).not.toHaveBeenCalledWith(PAGE);
    expect(retries()).toEqual([0, 1]);
    expect(fresh.pageBuildReplaced()).toBe(false);
  });
});

describe('staticImportsOf', () => {
  const CHUNK = `${ORIGIN}Page-a1.js`;
  it.each([
    ['minified imports and the hoisted closure', 'import{a as e}from"./framework-f1.js";var x=1;import"./Chips-c1.js";', [`${ORIGIN}framework-f1.js`, `${ORIGIN}Chips-c1.js`]],
    ['spaced imports and a re-export', "import { a } from './shell-s1.js';\nexport { b } from \"../assets/List-l1.js\";", [`${ORIGIN}shell-s1.js`, `${ORIGIN}List-l1.js`]],
    ['each chunk once', 'import{a}from"./shell-s1.js";import"./shell-s1.js";', [`${ORIGIN}shell-s1.js`]],
    ['not the lazy chunks it imports later', 'const p=()=>__chunkImport(`./Lobby-l2.js`,import.meta.url);const q=()=>import("./Other-o1.js");', []],
    ['not a package or a full address', 'import{a}from"react";import"https://cdn.example/x.js";', []],
  ])('%s', (_name, code, imports) => expect(staticImportsOf(code, CHUNK)).toEqual(imports));
});

describe('fetchChunk', () => {
  const URL_ = `${ORIGIN}Page-a1.js`;
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a status that is not a chunk', () => Promise.resolve(new Response('busy', { status: 503 }))],
  ])('says %s as a browser says a chunk it could not import', async (_name, reply) => {
    vi.stubGlobal('fetch', vi.fn(reply));
    await expect(fetchChunk(URL_)).rejects.toThrow(`Failed to fetch dynamically imported module: ${URL_}`);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(new Response('busy', { status: 503 }))],
  ])('after %s a Retry retries: the page is not reloaded', async (_name, reply) => {
    vi.stubGlobal('fetch', vi.fn(reply));
    await expect(fetchChunk(URL_)).rejects.toThrow();
    expect(pageBuildReplaced()).toBe(false);
    const retry = vi.fn();
    const reload = vi.fn();
    retryChunk(retry, reload);
    expect([retry.mock.calls.length, reload.mock.calls.length]).toEqual([1, 0]);
  });

  // last: once a chunk is gone the page's build stays replaced
  it.each([404, 410])('after a %i (a newer build replaced the chunk) a Retry loads the page again', async (status) => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('gone', { status }))));
    await expect(fetchChunk(URL_)).rejects.toThrow(`Failed to fetch dynamically imported module: ${URL_}`);
    expect(pageBuildReplaced()).toBe(true);
    const retry = vi.fn();
    const reload = vi.fn();
    retryChunk(retry, reload);
    expect([retry.mock.calls.length, reload.mock.calls.length]).toEqual([0, 1]);
  });

  it('reads a chunk that came whole and answers what it imports', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('import{a}from"./shell-s1.js";export {}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchChunk(URL_)).resolves.toEqual([`${ORIGIN}shell-s1.js`]);
    expect(fetchMock).toHaveBeenCalledWith(URL_, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('gives up a fetch still not done after the limit, as a failure, so the next import asks afresh', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signals.push(init.signal!);
        // a stalled request: it ends only when it is given up
        return new Promise((_done, fail) => init.signal!.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError'))));
      }),
    );
    const stalled = fetchChunk(URL_, 1000);
    const said = expect(stalled).rejects.toThrow(ChunkStalled);
    await vi.advanceTimersByTimeAsync(999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await said;
    expect(signals[0]!.aborted).toBe(true);
    // read as any failed fetch: the chunk's address is in its message
    await expect(stalled).rejects.toThrow(`Failed to fetch dynamically imported module: ${URL_}`);
    vi.useRealTimers();
  });
});
