// The score of each side over the deals, as an SVG line chart with its axes' values and names; also a player's
// rating over their matches (which can go below 0).
import "./scoreChart.css";

export interface ScoreChartProps {
  series: number[][];
  labels: string[];
  target?: number;
  title: string;
  /** What the axes count, in the player's words: the deals along the bottom, the points up the side. */
  axes: { x: string; y: string };
  /** The deal being shown elsewhere on the screen (numbered from 1), marked on the chart. */
  current?: number;
}

const COLOURS = ["var(--side-0)", "var(--side-1)", "var(--side-2)"];
/** At most this many values along an axis, so that they stay readable on a phone. */
const MOST_TICKS = 5;

/**
 * Round steps (1, 2, 5, 10, 20, 50, ...) from 0 (or a round step below `bottom`, when it is below 0) to at least
 * `top`, no more than MOST_TICKS of them (one more when the values cross 0).
 */
export function ticks(top: number, bottom = 0): number[] {
  const low = Math.min(0, bottom);
  const rough = Math.max(1, top - low) / MOST_TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const values: number[] = [];
  for (let value = Math.floor(low / step) * step; value < top + step; value += step) values.push(value);
  return values;
}

export function ScoreChart({ series, labels, target, title, axes, current }: ScoreChartProps) {
  const width = 320;
  const height = 186;
  const left = 44;
  const bottom = 36;
  const points = series[0]?.length ?? 0;
  const yTicks = ticks(Math.max(target ?? 0, 1, ...series.flat()), Math.min(0, ...series.flat()));
  const top = yTicks.at(-1) ?? 1;
  const low = yTicks[0] ?? 0;
  const deals = Math.max(1, points - 1);
  // Deals are whole: a short match has no ticks between them.
  const xTicks = ticks(deals).filter((deal) => deal <= deals && Number.isInteger(deal));
  const x = (index: number) => left + (index * (width - left - 10)) / deals;
  const y = (value: number) => height - bottom - ((value - low) * (height - bottom - 10)) / (top - low);
  return (
    <figure class="score-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        {yTicks.map((value) => (
          <g key={`y${value}`}>
            <line x1={left} y1={y(value)} x2={width - 10} y2={y(value)} class="grid" />
            <text x={left - 4} y={y(value) + 4} text-anchor="end" class="tick">
              {value}
            </text>
          </g>
        ))}
        {xTicks.map((deal) => (
          <text key={`x${deal}`} x={x(deal)} y={height - bottom + 14} text-anchor="middle" class="tick">
            {deal}
          </text>
        ))}
        <line x1={left} y1={height - bottom} x2={width - 10} y2={height - bottom} class="axis" />
        <line x1={left} y1={10} x2={left} y2={height - bottom} class="axis" />
        <text x={(left + width - 10) / 2} y={height - 4} text-anchor="middle" class="axis-name">
          {axes.x}
        </text>
        <text x={-(10 + height - bottom) / 2} y={12} text-anchor="middle" transform="rotate(-90)" class="axis-name">
          {axes.y}
        </text>
        {target !== undefined && <line x1={left} y1={y(target)} x2={width - 10} y2={y(target)} class="target" />}
        {current !== undefined && current <= deals && (
          <line x1={x(current)} y1={10} x2={x(current)} y2={height - bottom} class="current" />
        )}
        {series.map((values, side) => (
          <polyline
            key={side}
            fill="none"
            stroke={COLOURS[side]}
            stroke-width="2.5"
            points={values.map((value, index) => `${x(index)},${y(value)}`).join(" ")}
          />
        ))}
      </svg>
      <figcaption>
        {labels.map((label, side) => (
          <span key={side} class="legend">
            <span style={{ color: COLOURS[side] }} aria-hidden="true">
              ●
            </span>{" "}
            {label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
