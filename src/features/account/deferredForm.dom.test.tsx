// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { click, settle, type } from '../../ui/testing/events';
import { useDeferredForm } from './deferredForm';

// the library arrives when the test says so (the form's own import is the first in this file)
const arrival = vi.hoisted(() => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('react-hook-form', async (importOriginal) => {
  await arrival.opened;
  return importOriginal();
});

interface Values {
  name: string;
}

function NameForm({ onValid, onLoadFailed }: { onValid: (v: Values) => void; onLoadFailed: () => void }) {
  const { form, register, errors, isSubmitting, handleSubmit, prefetch, engine } = useDeferredForm<Values>({ mode: 'onTouched' }, 'name', '');
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onLoadFailed)} onFocus={prefetch}>
      {engine}
      <input data-testid="name" defaultValue="" {...register('name', { required: 'Name please' })} />
      {errors.name && <p data-testid="error">{errors.name.message}</p>}
      <span data-testid="ready">{form ? 'yes' : 'no'}</span>
      <button type="submit" disabled={isSubmitting}>
        Go
      </button>
    </form>
  );
}

const q = <E extends Element = HTMLElement>(id: string) => document.querySelector<E>(`[data-testid="${id}"]`);
let root: Root | undefined;

async function show(onValid = vi.fn(), onLoadFailed = vi.fn()) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<NameForm onValid={onValid} onLoadFailed={onLoadFailed} />));
  return { onValid, onLoadFailed };
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useDeferredForm', () => {
  it('takes typing and a submit before the library is in, then sends what was typed through it, in the same input', async () => {
    const { onValid, onLoadFailed } = await show();
    const input = q<HTMLInputElement>('name')!;
    await act(async () => input.focus());
    await type(input, 'typed before');
    expect(q('ready')!.textContent).toBe('no');

    await click(document.querySelector('button'));
    // the submit waits for the library: the button says so, and nothing is sent yet
    expect(document.querySelector('button')!.disabled).toBe(true);
    expect(onValid).not.toHaveBeenCalled();

    arrival.open();
    for (let i = 0; i < 20 && !onValid.mock.calls.length; i++) await settle(20);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'typed before' });
    expect(onLoadFailed).not.toHaveBeenCalled();
    // the same input, still focused and holding the text: the library did not replace it
    expect(q('name')).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('typed before');
    expect(q('ready')!.textContent).toBe('yes');
    expect(document.querySelector('button')!.disabled).toBe(false);
  });

  it('renders with the library at once when it is already in, and its rules hold', async () => {
    const { onValid } = await show();
    expect(q('ready')!.textContent).toBe('yes');
    await click(document.querySelector('button'));
    await settle();
    expect(q('error')!.textContent).toBe('Name please');
    expect(onValid).not.toHaveBeenCalled();

    await type(q('name'), 'now');
    await click(document.querySelector('button'));
    await settle();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'now' });
  });
});
