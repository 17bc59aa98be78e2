// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FRAME_FALLBACK_MS, useAfterFirstPaint } from './useAfterFirstPaint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'later' : 'first'}</p>;
}

let root: Root;
const shown = () => document.body.textContent;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once a frame has been painted, long before the fallback', async () => {
    await act(async () => root.render(<Probe />));
    expect(shown()).toBe('first');
    await act(async () => vi.advanceTimersByTime(20)); // one frame, then the timeout after it
    expect(shown()).toBe('later');
  });

  it('waits for the frame: nothing changes before it', async () => {
    await act(async () => root.render(<Probe />));
    await act(async () => vi.advanceTimersByTime(5));
    expect(shown()).toBe('first');
  });

  it('in a page that gets no frames (opened in the background), turns true after the fallback delay', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    await act(async () => root.render(<Probe />));
    await act(async () => vi.advanceTimersByTime(NO_FRAME_FALLBACK_MS - 1));
    expect(shown()).toBe('first');
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toBe('later');
  });

  it('sets nothing after unmount', async () => {
    const error = vi.spyOn(console, 'error');
    await act(async () => root.render(<Probe />));
    act(() => root.unmount());
    await act(async () => vi.advanceTimersByTime(NO_FRAME_FALLBACK_MS * 2));
    expect(error).not.toHaveBeenCalled();
    root = createRoot(document.body.appendChild(document.createElement('div')));
  });
});
