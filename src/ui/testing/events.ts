/** Test-only: user events and waiting, wrapped in act(). */
import { act } from 'react';

/** Sets an input's value the way React notices and fires `input`. */
export async function type(el: Element | null, value: string): Promise<void> {
  if (!(el instanceof HTMLInputElement)) throw new Error('not an input');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(el: Element | null): Promise<void> {
  if (!(el instanceof HTMLElement)) throw new Error('not clickable');
  await act(async () => {
    el.click();
  });
}

/** Lets pending fetches and renders settle. */
export async function settle(ms = 30): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}
