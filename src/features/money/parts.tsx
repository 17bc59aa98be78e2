/** The money pages' pieces: the shared form parts, a figure list, a record table. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export { Actions, Field, Form, Input, Note, Problem, Select } from '../../ui/FormParts';

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

/** A record table: amounts right-aligned in tabular figures. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td { padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: start; }
  td.num, th.num { text-align: end; font-variant-numeric: tabular-nums; }
`;
