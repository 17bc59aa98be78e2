import { useAtomValue, useSetAtom } from 'jotai';
import { Component, Suspense, useLayoutEffect, useMemo, useReducer, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { stringsInNow } from '../i18n';
import { loadDialog } from '../shell/dialogLoad';
import { retryChunk } from '../state/importChunk';
import { ChunkLoadError, withChunkTimeout } from '../state/chunkTimeout';
import { lazyNow, loadedNow } from '../state/rememberLoad';
import { closeModalAtom, modalAtom } from '../shell/modals';
import { registeredModal, type DialogPrefetchDeps, type ModalProps, type ModalSlot } from '../shell/slots';
import { Button } from '../ui/Button';
import { chunkFailureText } from '../ui/chunkFailureText';
import { keepFocusWithin } from '../ui/focusTrap';
import { Loading } from '../ui/Spinner';
import { vars } from '../theme/cssVariables';

const Pending = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: ${vars.color.overlay};
`;

/**
 * One lazy component per dialog, loaded on its first opening. One whose load failed is dropped
 * (React keeps a lazy component's failure): the next opening, or a Retry, loads it again.
 */
const loaded = new Map<string, ComponentType<ModalProps>>();
function dialogOf(slot: ModalSlot): ComponentType<ModalProps> {
  let component = loaded.get(slot.name);
  if (!component) {
    const failed = (error: unknown) => {
      if (loaded.get(slot.name) === component) loaded.delete(slot.name);
      throw error;
    };
    // a dialog whose chunk and strings came with a hover's prefetch opens in the press's own
    // render, without its loading place (state/rememberLoad.ts)
    component = lazyNow(
      () => (stringsInNow(slot.strings === 'login' ? 'login' : 'all') ? loadedNow(slot.load)?.value : undefined),
      () => withChunkTimeout(() => loadDialog(slot)).catch(failed),
    );
    loaded.set(slot.name, component);
  }
  return component;
}

const FailedBox = styled.div`
  display: grid;
  gap: ${vars.space.md};
  justify-items: center;
  max-width: min(360px, calc(100vw - 2 * ${vars.space.md}));
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-align: center;
`;

const FailedActions = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  button { min-height: 44px; }
`;

/**
 * A dialog whose code could not be fetched, or had not arrived after 120000 ms
 * (state/chunkTimeout.ts), said over the page where the dialog would be: Retry loads it again (the
 * page, where no retry in it can), Close (or Escape) leaves the page as it was. Its strings are
 * first-paint ones: the dialog's own may be what failed.
 */
function DialogLoadFailed({ error, onRetry, onClose }: { error: unknown; onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // as it commits, not after the paint: a key pressed the moment it shows (Escape) must find focus in it
  useLayoutEffect(() => box.current?.querySelector('button')?.focus(), []);
  return (
    <Pending
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        else if (box.current) keepFocusWithin(e.nativeEvent, box.current);
      }}
    >
      <FailedBox ref={box} role="alertdialog" aria-modal="true" aria-labelledby="dialog-load-failed-message" data-testid="dialog-load-failed">
        <p id="dialog-load-failed-message">
          {chunkFailureText(t, error instanceof ChunkLoadError && error.reason === 'timeout' ? t('errors.partTimeout') : t('errors.partFailed'))}
        </p>
        <FailedActions>
          <Button type="button" onClick={() => retryChunk(onRetry)} data-testid="dialog-load-retry">{t('common.retry')}</Button>
          <Button type="button" $variant="outline" onClick={onClose} data-testid="dialog-load-close">{t('common.close')}</Button>
        </FailedActions>
      </FailedBox>
    </Pending>
  );
}

/**
 * A dialog on its way, over the page: on a slow connection the player can still back out of it
 * (Escape, or a press beside the spinner) rather than wait behind it. It holds focus meanwhile, so
 * a key pressed again does not reach the button that opened it, and gives focus back to that button
 * as it goes (the dialog, once in, takes it from there).
 */
function DialogLoading({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <Pending
      ref={box}
      tabIndex={-1}
      aria-busy="true"
      data-testid="dialog-pending"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        // nothing under the overlay is within reach meanwhile; its spinner says what is happening (a status)
        if (e.key === 'Tab') e.preventDefault();
      }}
      // as a dialog's backdrop does (ui/Modal.tsx): a press that starts beside the spinner
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Loading testId="dialog-loading" />
    </Pending>
  );
}

/** Keeps a dialog that failed to load (or threw) from taking the whole site down with it. */
class DialogBoundary extends Component<{ onRetry: () => void; onClose: () => void; children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    console.warn('a dialog failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <DialogLoadFailed error={this.state.error} onRetry={this.props.onRetry} onClose={this.props.onClose} />;
  }
}

/**
 * Starts loading a dialog about to open, chunk and strings at once: on the pointer's or the
 * focus's arrival at its button, or at boot for a route's arrival dialog. Its opening then finds
 * them on the way. Given the query client (boot), what its first frame shows starts too. A
 * failure is not reported here: the opening loads again and says so.
 */
export function prefetchDialog(name: string, data?: DialogPrefetchDeps): void {
  const slot = registeredModal(name);
  if (!slot) return;
  void loadDialog(slot).catch(() => undefined);
  if (data && slot.prefetch) void slot.prefetch(data).catch(() => undefined);
}

/**
 * Renders the open dialog (one at a time) from the dialogs the features registered; each
 * dialog's code loads only when it is first opened. A name nobody registered shows nothing.
 */
export function ModalHost() {
  const modal = useAtomValue(modalAtom);
  const close = useSetAtom(closeModalAtom);
  const slot = modal ? registeredModal(modal.name) : undefined;
  // a Retry after a failed load: a fresh boundary, and a fresh lazy component (dialogOf dropped the failed one)
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  // dialogOf keeps one lazy component per dialog, so its identity is stable across renders,
  // which is what the compiler rule guards against; `attempt` asks dialogOf again after a failure
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Dialog = useMemo(() => (slot ? dialogOf(slot) : null), [slot, attempt]);
  if (!modal || !Dialog) return null;
  return (
    <DialogBoundary key={`${modal.name}#${attempt}`} onRetry={retry} onClose={close}>
      <Suspense fallback={<DialogLoading onClose={close} />}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Dialog modal={modal} close={close} />
      </Suspense>
    </DialogBoundary>
  );
}
