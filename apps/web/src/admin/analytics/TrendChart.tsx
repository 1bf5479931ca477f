import { formatDate } from '@vitrine/core';
import {
  axisTicks,
  labelledIndexes,
  linePath,
  niceMax,
  type PlotBox,
  seriesPoints,
} from './chart-geometry.ts';

export interface TrendSeries {
  key: string;
  label: string;
  color: string;
  values: readonly number[];
}

interface Props {
  title: string;
  /** The days of the period (YYYY-MM-DD), one point each. */
  days: readonly string[];
  series: readonly TrendSeries[];
}

const BOX: PlotBox = { width: 960, height: 240, left: 40, right: 12, top: 12, bottom: 28 };

/**
 * Day-by-day lines, drawn as SVG (no charting library): one line a series, the value axis on the
 * left, about six dates below, a legend with each series' total. The figures are also in the
 * SVG's title and in a hidden table for screen readers.
 */
export function TrendChart({ title, days, series }: Props) {
  const max = niceMax(Math.max(0, ...series.flatMap((line) => line.values)));
  const bottom = BOX.height - BOX.bottom;
  const points = series.map((line) => seriesPoints(line.values, max, BOX));
  const dayX = seriesPoints(
    days.map(() => 0),
    max,
    BOX,
  ).map((point) => point.x);
  return (
    <figure className="analytics-chart" data-testid="trend-chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={title} width="100%">
        <title>{title}</title>
        {axisTicks(max).map((tick) => {
          const y = seriesPoints([tick], max, BOX)[0]!.y;
          return (
            <g key={tick} className="analytics-chart__grid">
              <line x1={BOX.left} x2={BOX.width - BOX.right} y1={y} y2={y} stroke="#e9ecef" />
              <text x={BOX.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#868e96">
                {tick}
              </text>
            </g>
          );
        })}
        {labelledIndexes(days.length).map((at) => (
          <text key={days[at]} x={dayX[at]} y={bottom + 18} textAnchor="middle" fontSize="11" fill="#868e96">
            {formatDate(days[at]).slice(0, 5)}
          </text>
        ))}
        {series.map((line, at) => (
          <g key={line.key} data-series={line.key}>
            <path d={linePath(points[at]!)} fill="none" stroke={line.color} strokeWidth="2" />
            {points[at]!.map((point, day) =>
              line.values[day]! > 0 ? (
                <circle key={days[day]} cx={point.x} cy={point.y} r="2.5" fill={line.color}>
                  <title>{`${line.label} · ${formatDate(days[day])} : ${line.values[day]}`}</title>
                </circle>
              ) : null,
            )}
          </g>
        ))}
      </svg>
      <figcaption className="analytics-chart__legend">
        {series.map((line) => (
          <span key={line.key} data-testid={`legend-${line.key}`}>
            <span className="analytics-chart__swatch" style={{ background: line.color }} aria-hidden="true" />
            {line.label} <strong>{line.values.reduce((sum, value) => sum + value, 0)}</strong>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
