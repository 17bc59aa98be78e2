import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import { stringsInNow } from '../i18n';
import { loadDialog } from '../shell/dialogLoad';
import { lazyNow, loadedNow } from '../state/rememberLoad';
import { closeModalAtom, modalAtom } from '../shell/modals';
import { registeredModal, type DialogPrefetchDeps, type ModalProps, type ModalSlot } from '../shell/slots';
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

/** One lazy component per dialog, loaded on its first opening. */
const loaded = new Map<string, ComponentType<ModalProps>>();
function dialogOf(slot: ModalSlot): ComponentType<ModalProps> {
  let component = loaded.get(slot.name);
  if (!component) {
    // a dialog whose chunk and strings came with a hover's prefetch opens in the press's own
    // render, without its loading place (state/rememberLoad.ts)
    component = lazyNow(() => (stringsInNow(slot.strings === 'login' ? 'login' : 'all') ? loadedNow(slot.load)?.value : undefined), () => loadDialog(slot));
    loaded.set(slot.name, component);
  }
  return component;
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
  // dialogOf keeps one lazy component per dialog, so its identity is stable across renders,
  // which is what the compiler rule guards against
  const Dialog = useMemo(() => (slot ? dialogOf(slot) : null), [slot]);
  if (!modal || !Dialog) return null;
  return (
    <Suspense
      fallback={
        <Pending>
          <Loading testId="dialog-loading" />
        </Pending>
      }
    >
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Dialog modal={modal} close={close} />
    </Suspense>
  );
}
