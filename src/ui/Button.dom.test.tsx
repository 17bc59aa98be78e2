// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

const button = () => host.querySelector('button')!;

describe('Button $busy', () => {
  it('ignores clicks and says it is busy, but stays enabled so it keeps focus', () => {
    const onClick = vi.fn();
    act(() => root.render(<Button $busy onClick={onClick}>Send</Button>));
    button().focus();
    button().click();
    expect(onClick).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button());
  });

  it('does not submit its form while busy, and does once it is not', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const form = (busy: boolean) => (
      <form onSubmit={onSubmit}>
        <Button type="submit" $busy={busy}>Send</Button>
      </form>
    );
    act(() => root.render(form(true)));
    button().click();
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => root.render(form(false)));
    button().click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the caller’s own aria-disabled and click when not busy', () => {
    const onClick = vi.fn();
    act(() => root.render(<Button aria-disabled onClick={onClick}>Send</Button>));
    button().click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-disabled')).toBe('true');
  });
});
