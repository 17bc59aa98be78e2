import { describe, expect, it, vi } from 'vitest';
import { loadedNow, rememberLoad } from './rememberLoad';

/** Resolves after every microtask queued so far, before any task (a setTimeout) runs. */
const microtasksOnly = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
};

describe('rememberLoad', () => {
  it('loads once: callers while it is on its way and after it came share the one load', async () => {
    const load = vi.fn(() => Promise.resolve({ default: 'page' }));
    const remembered = rememberLoad(load);
    const first = remembered();
    const second = remembered();
    expect(await first).toEqual({ default: 'page' });
    expect(await second).toBe(await first);
    expect(await remembered()).toBe(await first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a call after the chunk came within microtasks, not a task later', async () => {
    let arrive!: (value: string) => void;
    const remembered = rememberLoad(() => new Promise<string>((done) => (arrive = done)));
    void remembered();
    expect(await microtasksOnly(remembered())).toBe(false);
    arrive('page');
    await remembered();
    expect(await microtasksOnly(remembered())).toBe(true);
  });

  it('forgets a failed load, so the next call (a retry) loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('page');
    const remembered = rememberLoad(load);
    await expect(remembered()).rejects.toThrow('chunk failed');
    expect(await remembered()).toBe('page');
    expect(await remembered()).toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the answer synchronously once the load came in, and never for a failure or another function', async () => {
    let arrive!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((done) => (arrive = done)));
    const remembered = rememberLoad(load);
    expect(loadedNow(remembered)).toBeUndefined();
    const loading = remembered();
    expect(loadedNow(remembered)).toBeUndefined();
    arrive('page');
    await loading;
    expect(loadedNow(remembered)).toEqual({ value: 'page' });
    expect(loadedNow(load)).toBeUndefined();

    const failing = rememberLoad(() => Promise.reject(new Error('chunk failed')));
    await expect(failing()).rejects.toThrow('chunk failed');
    expect(loadedNow(failing)).toBeUndefined();
  });
});
