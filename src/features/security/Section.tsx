/**
 * One row of the security centre: a heading, whether it is set, and the button that opens its
 * form in place (focus moves into the form, and back to the button when it closes).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { vars } from '../../theme/cssVariables';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  h2 { margin: 0; font-size: ${vars.fontSize.md}; }
`;

const Title = styled.div`
  flex: 1 1 12em;
  display: grid;
  gap: 2px;
  min-width: 0;
  p { overflow-wrap: anywhere; }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin-inline-start: auto;
`;

export const State = styled.span<{ $done: boolean }>`
  display: inline-flex;
  flex: 0 0 auto;
  white-space: nowrap;
  align-items: center;
  min-height: 24px;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  color: ${({ $done }) => ($done ? vars.color.success : vars.color.warning)};
  border: 1px solid currentColor;
`;

const Saved = styled.p`
  && { color: ${vars.color.success}; }
`;

export interface SectionProps {
  id: string;
  title: string;
  /** what is on file now (a masked number, "set"), shown under the title */
  detail?: ReactNode;
  /** set (true), not set (false), or no state to show (null) */
  done: boolean | null;
  /** the button's words; no button when absent (nothing to change) */
  action?: string;
  /** a click that does not open a form here (the login password's dialog) */
  onAction?: () => void;
  /** the form, given what to call once it succeeded (closes it and says so) */
  children?: (close: () => void) => ReactNode;
}

export function Section({ id, title, detail, done, action, onAction, children }: SectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) body.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const [saved, setSaved] = useState(false);
  /** a form's success: closed, with a word that it worked */
  const close = () => {
    setOpen(false);
    setSaved(true);
  };
  return (
    <Panel as="section" aria-labelledby={`${formId}-title`} data-testid={`security-${id}`}>
      <Head>
        <Title>
          <h2 id={`${formId}-title`}>{title}</h2>
          {detail && <p data-testid={`security-${id}-detail`}>{detail}</p>}
        </Title>
        <End>
          {done !== null && (
            <State $done={done} data-testid={`security-${id}-state`} data-done={done}>
              {done ? t('security.set') : t('security.notSet')}
            </State>
          )}
          {action && (
            <Button
              ref={button}
              $variant="outline"
              $size="sm"
              aria-expanded={onAction ? undefined : open}
              aria-controls={onAction ? undefined : formId}
              onClick={() => {
                setSaved(false);
                if (onAction) onAction();
                else setOpen(!open);
              }}
              data-testid={`security-${id}-open`}
            >
              {open ? t('security.cancel') : action}
            </Button>
          )}
        </End>
      </Head>
      {saved && (
        <Saved role="status" data-testid={`security-${id}-saved`}>
          {t('security.saved')}
        </Saved>
      )}
      {open && children && (
        <div id={formId} ref={body}>
          {children(close)}
        </div>
      )}
    </Panel>
  );
}
