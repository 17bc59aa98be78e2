/**
 * A small SVG bar chart of one money figure per day (the team overview): bars above and below a
 * zero line, scaled to the largest value, oldest day on the left, the days written under their
 * bars (every few on a long range, chartAxis.ts) and the largest value at the top of the scale,
 * so a glance says which day and how much. Its numbers are in the table beside it; the chart
 * carries a text summary for screen readers, and each bar its day and value on hover.
 */
import styled from 'styled-components';
import { formatCents } from '../../ui/formatCents';
import { vars } from '../../theme/cssVariables';
import { labelsDay, shortDay } from './chartAxis';

const HEIGHT = 180;
/** room above the largest bar (and below the lowest) for the scale's figure, which stands just outside the bars */
const SCALE_ROOM = 20;

/** the inline padding leaves room for the first and last days, centred under bars at the chart's ends */
const Figure = styled.figure`
  margin: 0;
  padding-inline: ${vars.space.md};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.xs};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const Plot = styled.div`
  position: relative;
`;

const Svg = styled.svg`
  width: 100%;
  height: ${HEIGHT}px;
  display: block;
  .pos { fill: ${vars.color.primary}; }
  .neg { fill: ${vars.color.danger}; }
  .axis { stroke: ${vars.color.borderStrong}; }
  .grid { stroke: ${vars.color.border}; stroke-dasharray: 4 4; }
`;

/** a scale's value written on its grid line, at the plot's left edge: above the top line, below the bottom one */
const ScaleValue = styled.span<{ $at: number; $below?: boolean }>`
  position: absolute;
  left: 0;
  top: ${(p) => p.$at}px;
  transform: ${(p) => (p.$below ? 'none' : 'translateY(-100%)')};
  line-height: 1.4;
  padding: 0 ${vars.space.xs};
  background: ${vars.color.background};
  border-radius: ${vars.radius.sm};
  white-space: nowrap;
  pointer-events: none;
`;

const Days = styled.div<{ $bars: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$bars}, minmax(0, 1fr));
  white-space: nowrap;
  /* centred under its bar even where wider than the bar's column (a month on a phone): text
     alignment would let it run off to the right */
  > span { display: flex; justify-content: center; }
`;

export interface Bar {
  label: string;
  cents: number;
}

export function BarChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const width = 600;
  const height = HEIGHT;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.cents)));
  const hasNegative = bars.some((b) => b.cents < 0);
  const zero = hasNegative ? height / 2 : height - 1;
  const scale = (hasNegative ? height / 2 - SCALE_ROOM : height - SCALE_ROOM) / max;
  const slot = width / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  const top = zero - max * scale;
  const bottom = zero + max * scale;
  const largest = Math.max(0, ...bars.map((b) => b.cents));
  const lowest = Math.min(0, ...bars.map((b) => b.cents));
  return (
    <Figure data-testid="agent-chart-figure">
      <Plot>
        <Svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={title} data-testid="agent-chart">
          <title>{`${title}: ${bars.map((b) => `${b.label} ${formatCents(b.cents)}`).join(', ')}`}</title>
          {largest > 0 && <line className="grid" x1={0} x2={width} y1={top} y2={top} vectorEffect="non-scaling-stroke" />}
          {lowest < 0 && <line className="grid" x1={0} x2={width} y1={bottom} y2={bottom} vectorEffect="non-scaling-stroke" />}
          {bars.map((b, i) => {
            const h = Math.max(b.cents === 0 ? 0 : 1, Math.abs(b.cents) * scale);
            return (
              <rect key={b.label} className={b.cents < 0 ? 'neg' : 'pos'} x={i * slot + (slot - barWidth) / 2} y={b.cents < 0 ? zero : zero - h} width={barWidth} height={h} data-testid="agent-chart-bar">
                <title>{`${b.label}: ${formatCents(b.cents)}`}</title>
              </rect>
            );
          })}
          <line className="axis" x1={0} x2={width} y1={zero} y2={zero} vectorEffect="non-scaling-stroke" />
        </Svg>
        {/* the scale's ends, the figures the bars are measured against (the table holds each day's) */}
        <div aria-hidden="true">
          {largest > 0 && <ScaleValue $at={top} data-testid="agent-chart-max">{formatCents(max)}</ScaleValue>}
          {lowest < 0 && <ScaleValue $at={bottom} $below data-testid="agent-chart-min">{formatCents(-max)}</ScaleValue>}
        </div>
      </Plot>
      <Days $bars={Math.max(1, bars.length)} aria-hidden="true" data-testid="agent-chart-days">
        {bars.map((b, i) => (
          <span key={b.label}>{labelsDay(i, bars.length) && <span>{shortDay(b.label)}</span>}</span>
        ))}
      </Days>
    </Figure>
  );
}
