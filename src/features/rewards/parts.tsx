/** The reward pages' shared pieces: sections, item rows, a progress bar, a table, a notice. */
import styled from 'styled-components';
import { Panel } from '../../ui/Panel';
import { vars } from '../../theme/cssVariables';

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

export const Section = styled(Panel).attrs({ as: 'section' })``;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.sm};
`;

/** A row: what it is on the left, its action on the right; wraps on a phone. */
export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  > div { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
  small { color: ${vars.color.textMuted}; }
`;

// && : a row's "> div" rule (an item's text column, min-width 0) would otherwise squash the track
// beside it to its 2 px of border (QA: the rank page's bars were dots)
const Track = styled.div`
  && {
    display: block;
    flex: 0 1 200px;
    min-width: 120px;
  }
  height: 8px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${vars.color.success};
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
  color: ${({ $tone }) => ($tone === 'danger' ? vars.color.danger : vars.color.success)} !important;
`;

export const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space.sm};
  div { display: grid; gap: 2px; padding: ${vars.space.sm}; border-radius: ${vars.radius.sm}; background: ${vars.color.surfaceSunken}; }
  dt { color: ${vars.color.textMuted}; font-size: ${vars.fontSize.sm}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
