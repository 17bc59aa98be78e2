/** Form pieces every page form uses: labelled fields, an input, a problem under a field, a notice, a row of actions, a figure list, a record table. */
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/cssVariables';
import { touchTarget } from './touchTarget';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  max-width: 640px;
`;

export const Field = styled.label`
  display: grid;
  gap: ${vars.space.xs};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Input = styled.input`
  min-height: 40px;
  ${touchTarget}
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
`;

export const Select = styled(Input).attrs({ as: 'select' })``;

export const Problem = styled.span`
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  white-space: pre-line;
`;

export const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space.xs} ${vars.space.md};
  font-size: ${vars.fontSize.sm};
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;

export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

/** A record table: amounts right-aligned in tabular figures. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  th, td { padding: ${vars.space.xs}; border-bottom: 1px solid ${vars.color.border}; text-align: start; }
  /* whole words set a column's least width (the page's overflow-wrap: anywhere let a narrow
     screen squeeze a column to "Ma / nla / laro"); a wider table scrolls in its box */
  th, td { overflow-wrap: break-word; }
  td.num, th.num { text-align: end; font-variant-numeric: tabular-nums; }
`;

const ScrollBox = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

/**
 * Whether the box's content is wider than the box (it scrolls sideways), kept up as either
 * resizes; observed again after each render, which may have put another table in the box.
 */
function useOverflowsX(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    check();
    return () => observer.disconnect();
  });
  return overflows;
}

/**
 * A table's box: a wide table scrolls sideways inside it on a phone instead of widening the page.
 * While it scrolls, the box is a tab stop, so a keyboard reaches its hidden columns with the arrow
 * keys; a table that fits adds no tab stop.
 */
export function TableScroll({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(box);
  return (
    <ScrollBox ref={box} {...rest} tabIndex={overflows ? 0 : undefined}>
      {children}
    </ScrollBox>
  );
}
