// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cooldownKey, formatCountdown, useCountdown, type Countdown } from './countdown';

let root: Root | null = null;
let host: HTMLDivElement;
let last: Countdown;

function Probe({ target }: { target: string }) {
  const countdown = useCountdown(cooldownKey('bind-mobile', target));
  useEffect(() => {
    last = countdown;
  });
  return <p data-probe>{countdown.running ? formatCountdown(countdown.remaining) : 'send'}</p>;
}

const shown = () => host.querySelector('[data-probe]')!.textContent;

function mount(target: string) {
  root = createRoot(host);
  act(() => root!.render(<Probe target={target} />));
}

/** the page goes away (a reload) */
function unmount() {
  act(() => root!.unmount());
  root = null;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ now: 9_000_000 });
  sessionStorage.clear();
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  if (root) unmount();
  host.remove();
  vi.useRealTimers();
});

describe('useCountdown with a key: a reload keeps the cooldown', () => {
  it('counts on after the page is mounted again, and ends when its time is up', () => {
    mount('09170000001');
    act(() => void last.start(600));
    expect(shown()).toBe('10:00');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('9:59');
    unmount();

    act(() => void vi.advanceTimersByTime(60_000));
    mount('09170000001');
    expect(shown()).toBe('8:59');
    // no second code while it counts
    let again = true;
    act(() => void (again = last.start(600)));
    expect(again).toBe(false);
    expect(shown()).toBe('8:59');

    act(() => void vi.advanceTimersByTime(539_000));
    expect(shown()).toBe('send');
    unmount();
    mount('09170000001');
    expect(shown()).toBe('send');
    expect(sessionStorage.length).toBe(0);
  });

  it('another target is not held by the first one, and the first one is found again', () => {
    mount('09170000001');
    act(() => void last.start(300));
    act(() => root!.render(<Probe target="09170000002" />));
    expect(shown()).toBe('send');
    act(() => void vi.advanceTimersByTime(2_000));
    act(() => root!.render(<Probe target="09170000001" />));
    expect(shown()).toBe('4:58');
  });

  it('the code is never kept: only when the cooldown ends', () => {
    mount('09170000001');
    act(() => void last.start(300));
    expect(Object.keys(sessionStorage)).toEqual(['cooldown:bind-mobile:09170000001']);
    expect(sessionStorage.getItem('cooldown:bind-mobile:09170000001')).toBe(`${9_000_000 + 300_000}/300`);
  });
});
