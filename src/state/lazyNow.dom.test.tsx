// @vitest-environment jsdom
import { Suspense, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNow, loadedNow, rememberLoad } from './rememberLoad';

/**
 * A part whose chunk is already in renders in an urgent (synchronous) render without its
 * fallback: the case React.lazy over a settled promise still suspends in (a centre page the
 * member info reveals). One still on its way shows the fallback, then comes.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const Part: ComponentType = () => <b data-testid="part">in</b>;
type PartModule = { default: ComponentType };

function renderUrgently(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<Suspense fallback={<i data-testid="fallback" />}>{node}</Suspense>));
  return { host, root };
}

describe('lazyNow', () => {
  it('renders a part whose load came in within the same synchronous render', async () => {
    const load = rememberLoad((): Promise<PartModule> => Promise.resolve({ default: Part }));
    await load();
    const slow = vi.fn(load);
    const Lazy = lazyNow(() => loadedNow(load)?.value, slow);
    const { host, root } = renderUrgently(<Lazy />);
    expect(host.querySelector('[data-testid="fallback"]')).toBeNull();
    expect(host.querySelector('[data-testid="part"]')?.textContent).toBe('in');
    expect(slow).not.toHaveBeenCalled();
    root.unmount();
  });

  it('shows the fallback for a part still on its way, then the part', async () => {
    let arrive!: () => void;
    const load = rememberLoad(() => new Promise<PartModule>((done) => (arrive = () => done({ default: Part }))));
    const Lazy = lazyNow(() => loadedNow(load)?.value, load);
    const { host, root } = renderUrgently(<Lazy />);
    expect(host.querySelector('[data-testid="fallback"]')).not.toBeNull();
    arrive();
    await vi.waitFor(() => expect(host.querySelector('[data-testid="part"]')).not.toBeNull());
    root.unmount();
  });

  it('waits for the load when what else the part needs is not in, though its chunk is', async () => {
    const load = rememberLoad((): Promise<PartModule> => Promise.resolve({ default: Part }));
    await load();
    let stringsIn = false;
    const Lazy = lazyNow(() => (stringsIn ? loadedNow(load)?.value : undefined), () => load().then((m) => ((stringsIn = true), m)));
    const { host, root } = renderUrgently(<Lazy />);
    expect(host.querySelector('[data-testid="fallback"]')).not.toBeNull();
    await vi.waitFor(() => expect(host.querySelector('[data-testid="part"]')).not.toBeNull());
    root.unmount();
  });
});
