// The score of each side over the deals, as an SVG line chart with its axes' values.
export interface ScoreChartProps {
  series: number[][];
  labels: string[];
  target?: number;
  title: string;
}

const COLOURS = ["var(--side-0)", "var(--side-1)", "var(--side-2)"];
/** At most this many values along an axis, so that they stay readable on a phone. */
const MOST_TICKS = 5;

/** Round steps (1, 2, 5, 10, 20, 50, ...) from 0 to at least `top`, no more than MOST_TICKS of them. */
export function ticks(top: number): number[] {
  const rough = Math.max(1, top) / MOST_TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const values: number[] = [];
  for (let value = 0; value < top + step; value += step) values.push(value);
  return values;
}

export function ScoreChart({ series, labels, target, title }: ScoreChartProps) {
  const width = 320;
  const height = 170;
  const left = 34;
  const bottom = 22;
  const points = series[0]?.length ?? 0;
  const yTicks = ticks(Math.max(target ?? 0, 1, ...series.flat()));
  const top = yTicks.at(-1) ?? 1;
  const deals = Math.max(1, points - 1);
  const xTicks = ticks(deals).filter((deal) => deal <= deals);
  const x = (index: number) => left + (index * (width - left - 10)) / deals;
  const y = (value: number) => height - bottom - (value * (height - bottom - 10)) / top;
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
          <text key={`x${deal}`} x={x(deal)} y={height - 6} text-anchor="middle" class="tick">
            {deal}
          </text>
        ))}
        <line x1={left} y1={height - bottom} x2={width - 10} y2={height - bottom} class="axis" />
        <line x1={left} y1={10} x2={left} y2={height - bottom} class="axis" />
        {target !== undefined && <line x1={left} y1={y(target)} x2={width - 10} y2={y(target)} class="target" />}
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
