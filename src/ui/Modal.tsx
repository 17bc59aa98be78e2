import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { FOCUSABLE, keepFocusWithin } from './focusTrap';
import { focusPlace } from './lostFocus';
import { isTopDialog, pushDialog } from './modalStack';
import { vars } from '../theme/cssVariables';
import { touchTarget } from './touchTarget';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${vars.space.md};
  background: ${vars.color.overlay};
`;

const Panel = styled.div<{ $width: number; $height: number }>`
  position: relative;
  width: min(${({ $width }) => $width}px, 100%);
  min-height: min(${({ $height }) => $height}px, calc(100dvh - 32px));
  max-height: calc(100dvh - 32px);
  overflow: auto;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  padding: ${vars.space.lg};
`;

const Title = styled.h2`
  margin: 0 40px ${vars.space.md} 0;
  font-size: ${vars.fontSize.lg};
`;

const Close = styled.button`
  position: absolute;
  top: ${vars.space.sm};
  right: ${vars.space.sm};
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; }
  ${touchTarget}
`;

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** spec default 600 */
  width?: number;
  /** the least height; spec default 300 (a 600x300 modal), less on a short screen */
  height?: number;
  /** spec: closes on Escape and background click unless told otherwise */
  dismissible?: boolean;
  testId?: string;
  /**
   * where focus goes on closing when the control that had it before cannot take it back: gone, or
   * disabled by what the dialog did (a Redeem the points no longer pay for); its row, say
   */
  returnFocusTo?: HTMLElement | null;
}

/** Focus back on `previous`, else (gone or disabled) on `fallback`, not left on the page's body. */
function giveFocusBack(previous: HTMLElement | null, fallback: HTMLElement | null | undefined) {
  previous?.focus?.();
  if (document.activeElement === previous || !fallback?.isConnected) return;
  focusPlace(fallback);
}

/**
 * An accessible dialog: focus moves in and is trapped, Escape and a backdrop click close
 * it, focus returns to where it was (or to `returnFocusTo`), and the page behind does not scroll.
 */
export function Modal({ title, onClose, children, width = 600, height = 300, dismissible = true, testId, returnFocusTo }: ModalProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
  }, [onClose, returnFocusTo]);

  // before the dialog's first paint, not after it: a key pressed as soon as it shows (Escape, Tab)
  // must already find focus inside and the handler listening
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const pop = node ? pushDialog(node) : () => {};

    function onKey(e: KeyboardEvent) {
      // a dialog opened over this one takes the keys until it closes
      if (!node || !isTopDialog(node)) return;
      if (e.key === 'Escape' && dismissible) {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      keepFocusWithin(e, node);
    }
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      pop();
      giveFocusBack(previous, returnFocusRef.current);
    };
  }, [dismissible]);

  return createPortal(
    <Backdrop
      onMouseDown={(e) => {
        if (dismissible && e.target === e.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        $height={height}
        data-testid={testId}
      >
        <Title id={titleId}>{title}</Title>
        <Close type="button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
