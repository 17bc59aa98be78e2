/**
 * A small SVG bar chart of one money figure per day (the team overview): bars above and below a
 * zero line, scaled to the largest value, oldest day on the left. Its numbers are in the table
 * beside it; the chart carries a text summary for screen readers.
 */
import styled from 'styled-components';
import { formatCents } from '../../ui/formatCents';
import { vars } from '../../theme/cssVariables';

const Svg = styled.svg`
  width: 100%;
  height: 180px;
  display: block;
  .pos { fill: ${vars.color.primary}; }
  .neg { fill: ${vars.color.danger}; }
  .axis { stroke: ${vars.color.border}; }
`;

export interface Bar {
  label: string;
  cents: number;
}

export function BarChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const width = 600;
  const height = 180;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.cents)));
  const hasNegative = bars.some((b) => b.cents < 0);
  const zero = hasNegative ? height / 2 : height - 1;
  const scale = (hasNegative ? height / 2 - 4 : height - 6) / max;
  const slot = width / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <Svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={title} data-testid="agent-chart">
      <title>{`${title}: ${bars.map((b) => `${b.label} ${formatCents(b.cents)}`).join(', ')}`}</title>
      {bars.map((b, i) => {
        const h = Math.max(b.cents === 0 ? 0 : 1, Math.abs(b.cents) * scale);
        return <rect key={b.label} className={b.cents < 0 ? 'neg' : 'pos'} x={i * slot + (slot - barWidth) / 2} y={b.cents < 0 ? zero : zero - h} width={barWidth} height={h} data-testid="agent-chart-bar" />;
      })}
      <line className="axis" x1={0} x2={width} y1={zero} y2={zero} />
    </Svg>
  );
}
