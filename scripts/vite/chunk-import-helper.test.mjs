import { describe, expect, it } from 'vitest';
import { noPreloadHelper, PRELOAD_HELPER_ID } from './no-preload-helper.mjs';

const load = (id) => noPreloadHelper().load.handler(id);

describe('noPreloadHelper', () => {
  it('answers only the preload helper module, and only in a build', () => {
    const plugin = noPreloadHelper();
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

});
