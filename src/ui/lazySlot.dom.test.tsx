// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazySlot } from './lazySlot';

/**
 * A part's preload (boot starts the player's header with it) and its render share one load, and
 * a preloaded part comes with its parent, never its fallback first (page-reveal.spec checks the
 * same in a browser).
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('lazySlot', () => {
  it('a preload and the first render share one load', async () => {
    let loads = 0;
    const Part = lazySlot(() => {
      loads += 1;
      return wait(5).then(() => () => <b data-testid="part">in</b>);
    }, null, { strings: 'firstPaint' });
    const preloaded = Part.preload();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(<Part />);
    await preloaded;
    await expect.poll(() => host.querySelector('[data-testid="part"]')).not.toBeNull();
    expect(loads).toBe(1);
    root.unmount();
  });

  it('a preload that fails is not reported, and the render loads the part again', async () => {
    let attempts = 0;
    const Part = lazySlot(
      () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => <b data-testid="part">in</b>)),
      null,
      { strings: 'firstPaint' },
    );
    await expect(Part.preload()).resolves.toBeUndefined();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(<Part />);
    await expect.poll(() => host.querySelector('[data-testid="part"]')).not.toBeNull();
    expect(attempts).toBe(2);
    root.unmount();
  });

  it('a part that fails shows what its owner chose for a failure, with the error, and its retry loads the part', async () => {
    let attempts = 0;
    const Failed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
      <button type="button" data-testid="failed" onClick={onRetry}>
        {error instanceof Error ? error.message : 'unknown'}
      </button>
    );
    const Part = lazySlot(
      () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => <b data-testid="part">in</b>)),
      null,
      { strings: 'firstPaint', failed: Failed },
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(<Part />);
    await expect.poll(() => host.querySelector('[data-testid="failed"]')?.textContent).toBe('chunk failed');
    host.querySelector<HTMLButtonElement>('[data-testid="failed"]')!.click();
    await expect.poll(() => host.querySelector('[data-testid="part"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="failed"]')).toBeNull();
    root.unmount();
  });

  it('a part preloaded before its first render comes in that render, even an urgent one, without its fallback', async () => {
    const Part = lazySlot(() => wait(5).then(() => () => <b data-testid="part">in</b>), <i data-testid="fallback" />, { strings: 'firstPaint' });
    await Part.preload();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<Part />));
    expect(host.querySelector('[data-testid="fallback"]')).toBeNull();
    expect(host.querySelector('[data-testid="part"]')).not.toBeNull();
    root.unmount();
  });
});
