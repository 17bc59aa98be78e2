import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

const build = vi.hoisted(() => ({ replaced: false }));
vi.mock('../state/importChunk', () => ({ pageBuildReplaced: () => build.replaced }));

const { chunkFailureText } = await import('./chunkFailureText');
const t = ((key: string) => key) as unknown as TFunction;

describe('chunkFailureText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['online, same build', true, false, 'the part did not load'],
    ['online, a newer build', true, true, 'errors.newVersion'],
    ['offline', false, false, 'errors.network'],
    ['offline, a newer build: the connection first', false, true, 'errors.network'],
  ])('%s', (_name, onLine, replaced, text) => {
    vi.stubGlobal('navigator', { onLine });
    build.replaced = replaced;
    expect(chunkFailureText(t, 'the part did not load')).toBe(text);
  });
});
