/**
 * A warning or confirmation dialog shown over a form that is itself in a modal (the failed
 * SMS send, invitation_code_error). It renders in place, above the form, so the enclosing
 * modal's focus trap keeps working; focus moves to its button and returns when it closes.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { vars } from '../../theme/cssVariables';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 120;
  display: grid;
  place-items: center;
  padding: ${vars.space.md};
  background: ${vars.color.overlay};
`;

const Box = styled.div`
  width: min(400px, 100%);
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  border: 1px solid ${vars.color.warning};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  h3 { margin: 0; font-size: ${vars.fontSize.lg}; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

/** With `onCancel` it asks: the confirm button says `confirmLabel`, a second one cancels. */
export function MessageDialog({
  title,
  message,
  onClose,
  testId,
  confirmLabel,
  onCancel,
  cancelLabel,
}: {
  title: string;
  message: string;
  onClose: () => void;
  testId?: string;
  confirmLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    button.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onCancel) {
      e.stopPropagation();
      onCancel();
    }
  };
  return (
    <Backdrop>
      <Box role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={`${titleId}-msg`} data-testid={testId} onKeyDown={onKeyDown}>
        <h3 id={titleId}>{title}</h3>
        <p id={`${titleId}-msg`}>{message}</p>
        <Button ref={button} $block onClick={onClose} data-testid={testId ? `${testId}-confirm` : undefined}>
          {confirmLabel ?? t('account.confirm')}
        </Button>
        {onCancel && (
          <Button type="button" $block $variant="outline" onClick={onCancel} data-testid={testId ? `${testId}-cancel` : undefined}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
      </Box>
    </Backdrop>
  );
}
