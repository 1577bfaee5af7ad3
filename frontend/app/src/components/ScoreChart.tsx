// The score of each side over the deals, as an SVG line chart.
export interface ScoreChartProps {
  series: number[][];
  labels: string[];
  target?: number;
  title: string;
}

const COLOURS = ["var(--side-0)", "var(--side-1)", "var(--side-2)"];

export function ScoreChart({ series, labels, target, title }: ScoreChartProps) {
  const width = 320;
  const height = 160;
  const points = series[0]?.length ?? 0;
  const top = Math.max(target ?? 0, 1, ...series.flat());
  const x = (index: number) => 24 + (index * (width - 32)) / Math.max(1, points - 1);
  const y = (value: number) => height - 20 - (value * (height - 32)) / top;
  return (
    <figure class="score-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        <line x1="24" y1={height - 20} x2={width - 8} y2={height - 20} class="axis" />
        {target !== undefined && <line x1="24" y1={y(target)} x2={width - 8} y2={y(target)} class="target" />}
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
          <span key={side} class="legend" style={{ color: COLOURS[side] }}>
            ● {label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
