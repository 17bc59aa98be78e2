import { describe, expect, it } from 'vitest';
import { keepEarlyCalls, releaseEarlyCalls, takeEarlyCall } from './earlyCalls';
import { earlyCallKey } from '../contract/bootCalls';

/** A reply whose body nobody has read yet, and whether its body was cancelled. */
function pendingReply() {
  let cancelled = false;
  const body = new ReadableStream({
    cancel() {
      cancelled = true;
    },
  });
  return { reply: Promise.resolve(new Response(body)), cancelled: () => cancelled };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('early replies nothing takes are let go (releaseEarlyCalls)', () => {
  const key = earlyCallKey('GET', '/wps/relay/MCSFE_getListAnnouncements', undefined);

  it("cancels the body of a kept reply no call took, and the same call is then asked, not taken", async () => {
    const kept = pendingReply();
    keepEarlyCalls({ [key]: kept.reply });
    releaseEarlyCalls();
    await flush();
    expect(kept.cancelled()).toBe(true);
    expect(takeEarlyCall('GET', '/wps/relay/MCSFE_getListAnnouncements', undefined)).toBeUndefined();
  });

  it('leaves alone a reply a call took before', async () => {
    const kept = pendingReply();
    keepEarlyCalls({ [key]: kept.reply });
    expect(takeEarlyCall('GET', '/wps/relay/MCSFE_getListAnnouncements', undefined)).toBe(kept.reply);
    releaseEarlyCalls();
    await flush();
    expect(kept.cancelled()).toBe(false);
  });

  it("lets go of a list boot never kept (the script asked for a merchant the index did not confirm)", async () => {
    const other = pendingReply();
    const list: Record<string, unknown> = { [key]: other.reply };
    releaseEarlyCalls(list);
    await flush();
    expect(other.cancelled()).toBe(true);
    expect(list).toEqual({});
  });

  it('takes in its stride a request that never reached the platform, or an entry that is no reply', async () => {
    const list: Record<string, unknown> = { a: Promise.resolve(null), b: 'not a reply', c: Promise.reject(new Error('offline')) };
    expect(() => releaseEarlyCalls(list)).not.toThrow();
    await flush();
    expect(list).toEqual({});
  });
});
