// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from './oneAtATime';

let root: Root;
let sent: Array<(v: string) => void>;
let failNext: boolean;
let started: boolean[];

function Claim() {
  const claim = useOneAtATime({
    mutationFn: () => new Promise<string>((resolve, reject) => sent.push(failNext ? () => reject(new Error('refused')) : resolve)),
  });
  return (
    <button type="button" disabled={claim.isPending} onClick={() => started.push(claim.run())}>
      {claim.isPending ? 'working' : claim.isError ? 'failed' : claim.isSuccess ? 'done' : 'claim'}
    </button>
  );
}

const button = () => document.querySelector('button')!;
const tick = () => new Promise((r) => setTimeout(r, 0));
// both clicks in one task, as a double click lands: no render between them
const clickTwiceBeforeRender = () => act(async () => {
  button().click();
  button().click();
  await tick();
});
// the reply, then the renders it causes (the library batches them on timers; a slow machine needs
// more than one). Each wait is its own act: React 18 renders an act's updates only when it ends.
const settle = async (shown: string) => {
  await act(async () => sent[sent.length - 1]!('ok'));
  await vi.waitFor(async () => {
    await act(tick);
    expect(button().textContent).toBe(shown);
  });
};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  started = [];
  failNext = false;
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<QueryClientProvider client={new QueryClient()}><Claim /></QueryClientProvider>));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('useOneAtATime', () => {
  it('sends one request for two clicks that land before the button is disabled', async () => {
    await clickTwiceBeforeRender();
    expect(sent).toHaveLength(1);
    expect(button().textContent).toBe('working');
    await settle('done');
  });

  it('says which click sent, so what goes with a send is done once', async () => {
    await clickTwiceBeforeRender();
    expect(started).toEqual([true, false]);
    await settle('done');
  });

  it('lets the player try again once a failed request has settled', async () => {
    failNext = true;
    await clickTwiceBeforeRender();
    await settle('failed');
    failNext = false;
    await clickTwiceBeforeRender();
    expect(sent).toHaveLength(2);
  });
});
