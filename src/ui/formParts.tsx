/** Form pieces every page form uses: labelled fields, an input, a problem under a field, a notice, a row of actions, a figure list, a record table. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Input = styled.input`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

export const Select = styled(Input).attrs({ as: 'select' })``;

export const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
`;

export const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
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
  gap: ${({ theme }) => theme.space.sm};
`;

/** A record table: amounts right-aligned in tabular figures. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td { padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: start; }
  td.num, th.num { text-align: end; font-variant-numeric: tabular-nums; }
`;

/** A table's box: a wide table scrolls sideways inside it on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;
