import { barLength, niceMax } from './chart-geometry.ts';

export interface Bar {
  key: string | number;
  label: string;
  value: number;
  color: string;
  /** Said after the value (a status, "12 sold"…). */
  note?: string;
}

interface Props {
  title: string;
  bars: readonly Bar[];
}

const ROW = 26;
const LABEL_WIDTH = 190;
const BAR_SPACE = 420;
const WIDTH = LABEL_WIDTH + BAR_SPACE + 150;

/** Horizontal bars drawn as SVG, one a row: label, bar in its colour, value and note. */
export function BarChart({ title, bars }: Props) {
  const max = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <figure className="analytics-chart" data-testid="bar-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title} width="100%">
        <title>{title}</title>
        {bars.map((bar, at) => {
          const y = at * ROW;
          const length = barLength(bar.value, max, BAR_SPACE);
          return (
            <g key={bar.key} data-bar={bar.label}>
              <text x={LABEL_WIDTH - 8} y={y + 17} textAnchor="end" fontSize="12" fill="#343a40">
                {bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 5} width={length} height={ROW - 10} rx="3" fill={bar.color}>
                <title>{`${bar.label} : ${bar.value}${bar.note ? ` (${bar.note})` : ''}`}</title>
              </rect>
              <text x={LABEL_WIDTH + length + 6} y={y + 17} fontSize="12" fill="#495057">
                {bar.value}
                {bar.note ? ` · ${bar.note}` : ''}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
