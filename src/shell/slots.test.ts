import { describe, expect, it, vi } from 'vitest';
import { findPage, prefetchPath, registerModals, registeredModal, registerPages } from './slots';

const page = () => Promise.resolve({ default: () => null });

describe('slots share one load between a prefetch and the opening', () => {
  it('a page: the prefetch of its address and the router load its chunk once', async () => {
    const load = vi.fn(page);
    registerPages({ id: 'sharedLoadPage', paths: ['/shared-load-page'], load, layout: { header: true, banner: false, footer: false, sideMenu: false } });
    prefetchPath('/shared-load-page?x=1');
    const opened = findPage('/shared-load-page')!.load!;
    expect(await opened()).toBe(await opened());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a dialog: its prefetch and its opening load its chunk once', async () => {
    const load = vi.fn(page);
    // the shell's own dialog name: no feature registers it in this file
    registerModals({ name: 'announcements', load });
    const slot = registeredModal('announcements')!;
    void slot.load();
    await slot.load();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
