// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takesTyping, useTypingFocus } from './useTypingFocus';

describe('takesTyping', () => {
  it.each([
    ['<input>', true],
    ['<input type="password">', true],
    ['<input type="number">', true],
    ['<textarea></textarea>', true],
    ['<select><option>a</option></select>', true],
    ['<div contenteditable="true"></div>', true],
    ['<input type="checkbox">', false],
    ['<input type="radio">', false],
    ['<input type="submit">', false],
    ['<button>Send</button>', false],
    ['<a href="/">Home</a>', false],
  ])('%s: %s', (html, expected) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    const el = host.firstElementChild!;
    // jsdom does not compute isContentEditable
    if (el.getAttribute('contenteditable')) Object.defineProperty(el, 'isContentEditable', { value: true });
    expect(takesTyping(el)).toBe(expected);
  });
});

function Probe() {
  return <p data-probe>{useTypingFocus(2_000) ? 'typing' : 'idle'}</p>;
}

let root: Root;
let host: HTMLDivElement;
const shown = () => host.querySelector('[data-probe]')!.textContent;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  host = document.createElement('div');
  host.innerHTML = '<input id="a"><input id="b"><button id="send">Send</button>';
  document.body.append(host);
  root = createRoot(host.appendChild(document.createElement('div')));
  act(() => root.render(<Probe />));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const focus = (id: string) => act(() => (document.getElementById(id) as HTMLElement).focus());

describe('useTypingFocus', () => {
  it('is on while a field has focus, across fields, and off a moment after the last one loses it', () => {
    expect(shown()).toBe('idle');
    focus('a');
    expect(shown()).toBe('typing');
    focus('b');
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toBe('typing');
    focus('send');
    act(() => vi.advanceTimersByTime(1_999));
    expect(shown()).toBe('typing');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('idle');
  });

  it('stays on when the player goes back to a field before the moment is over', () => {
    focus('a');
    focus('send');
    act(() => vi.advanceTimersByTime(1_000));
    focus('b');
    act(() => vi.advanceTimersByTime(3_000));
    expect(shown()).toBe('typing');
  });
});
