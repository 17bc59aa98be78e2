/** The reward pages' shared pieces: sections, item rows, a progress bar, a table, a notice. */
import styled from 'styled-components';
import { Panel } from '../../ui/Panel';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Section = styled(Panel).attrs({ as: 'section' })``;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A row: what it is on the left, its action on the right; wraps on a phone. */
export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  > div { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  min-width: 120px;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
`;

/** A progress bar with its figures for assistive technology. */
export function Progress({ current, target, label }: { current: number; target: number; label: string }) {
  const done = target > 0 ? Math.min(100, Math.round((current / target) * 100)) : 100;
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={target} aria-valuenow={Math.min(current, target)}>
      <Fill style={{ width: `${done}%` }} />
    </Track>
  );
}

export const Notice = styled.p<{ $tone?: 'success' | 'danger' }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)} !important;
`;

export const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  div { display: grid; gap: 2px; padding: ${({ theme }) => theme.space.sm}; border-radius: ${({ theme }) => theme.radii.sm}; background: ${({ theme }) => theme.colors.surfaceSunken}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
