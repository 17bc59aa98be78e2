// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { Modal } from './Modal';
import { openDialogCount } from './modalStack';
import { renderWithProviders } from './testing/renderWithProviders';

const brand = {} as never;
const press = (key: string) => act(async () => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
const dialogs = () => [...document.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('data-testid'));

/** A page's own dialog with a second one (a notice, a confirmation) opened over it. */
function Stacked({ onCloseLower, onCloseUpper }: { onCloseLower: () => void; onCloseUpper: () => void }) {
  const [lower, setLower] = useState(true);
  const [upper, setUpper] = useState(true);
  return (
    <>
      <button type="button">behind</button>
      {lower && (
        <Modal title="card" testId="lower" onClose={() => { onCloseLower(); setLower(false); }}>
          <input data-testid="lower-input" />
        </Modal>
      )}
      {upper && (
        <Modal title="notice" testId="upper" onClose={() => { onCloseUpper(); setUpper(false); }}>
          <p>news</p>
        </Modal>
      )}
    </>
  );
}

/** A catalogue row whose Redeem opens a dialog; spending in it can leave Redeem disabled (the points no longer pay for another). */
function Row() {
  const [open, setOpen] = useState(false);
  const [spent, setSpent] = useState(false);
  const [row, setRow] = useState<HTMLElement | null>(null);
  return (
    <ul>
      <li ref={setRow} data-testid="row">
        <button type="button" data-testid="redeem" disabled={spent} onClick={() => setOpen(true)}>redeem</button>
        {open && (
          <Modal title="redeem" testId="dialog" returnFocusTo={row} onClose={() => setOpen(false)}>
            <button type="button" data-testid="spend" onClick={() => setSpent(true)}>spend all</button>
          </Modal>
        )}
      </li>
    </ul>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

describe('Modal over Modal', () => {
  it('Escape closes the newest dialog only, then the one under it', async () => {
    const lower = vi.fn();
    const upper = vi.fn();
    await renderWithProviders(<Stacked onCloseLower={lower} onCloseUpper={upper} />, { brand });
    expect(dialogs()).toEqual(['lower', 'upper']);
    await press('Escape');
    expect(upper).toHaveBeenCalledTimes(1);
    expect(lower).not.toHaveBeenCalled();
    expect(dialogs()).toEqual(['lower']);
    // focus is back in the dialog under it, and keys go to it now
    expect(document.querySelector('[data-testid="lower"]')!.contains(document.activeElement)).toBe(true);
    await press('Escape');
    expect(lower).toHaveBeenCalledTimes(1);
    expect(dialogs()).toEqual([]);
  });

  it('keeps the page behind still until the last dialog closes, whichever closes first', async () => {
    document.body.style.overflow = 'auto';
    await renderWithProviders(<Stacked onCloseLower={() => {}} onCloseUpper={() => {}} />, { brand });
    expect(document.body.style.overflow).toBe('hidden');
    expect(openDialogCount()).toBe(2);
    // the lower one goes first (its page navigated away): the upper one still holds the page
    await act(async () => (document.querySelector('[data-testid="lower"] button[aria-label]') as HTMLButtonElement).click());
    expect(dialogs()).toEqual(['upper']);
    expect(document.body.style.overflow).toBe('hidden');
    await press('Escape');
    expect(dialogs()).toEqual([]);
    expect(openDialogCount()).toBe(0);
    expect(document.body.style.overflow).toBe('auto');
  });

});

describe('Modal closing', () => {
  const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
  for (const { spend, back } of [
    { spend: false, back: 'redeem' },
    { spend: true, back: 'row' },
  ]) {
    it(`gives focus back to ${spend ? 'the place it names when the control that opened it was disabled meanwhile' : 'the control that opened it'}`, async () => {
      await renderWithProviders(<Row />, { brand });
      byTestId('redeem').focus();
      await act(async () => byTestId('redeem').click());
      expect(dialogs()).toEqual(['dialog']);
      if (spend) await act(async () => byTestId('spend').click());
      await press('Escape');
      expect(dialogs()).toEqual([]);
      expect(document.activeElement).toBe(byTestId(back));
    });
  }
});
