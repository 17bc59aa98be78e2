import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import { loadAllStrings, loadLoginStrings } from '../i18n';
import { closeModalAtom, modalAtom } from '../shell/modals';
import { registeredModal, type ModalProps, type ModalSlot } from '../shell/slots';
import { Loading } from '../ui/Spinner';

const Pending = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

/** One lazy component per dialog, loaded with the strings beyond the first paint (or the log-in popup's) on its first opening. */
const loaded = new Map<string, ComponentType<ModalProps>>();
function dialogOf(slot: ModalSlot): ComponentType<ModalProps> {
  let component = loaded.get(slot.name);
  if (!component) {
    const loadStrings = slot.strings === 'login' ? loadLoginStrings : loadAllStrings;
    component = lazy(() => Promise.all([slot.load(), loadStrings()]).then(([m]) => m));
    loaded.set(slot.name, component);
  }
  return component;
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
          <Loading />
        </Pending>
      }
    >
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Dialog modal={modal} close={close} />
    </Suspense>
  );
}
