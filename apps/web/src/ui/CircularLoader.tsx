import { LOADER_CIRCUMFERENCE, LOADER_RADIUS, loaderDashOffset, loaderPercent } from './circular-loader.ts';

const SIZE = 2 * LOADER_RADIUS + 8;

/** A ring filling up to a percentage, with the percentage written inside. */
export function CircularLoader({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const shown = loaderPercent(percent);
  return (
    <div
      className={`circular-loader ${className ?? ''}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-label={label}
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true">
        <circle className="circular-loader__track" cx={SIZE / 2} cy={SIZE / 2} r={LOADER_RADIUS} />
        <circle
          className="circular-loader__ring"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={LOADER_RADIUS}
          strokeDasharray={LOADER_CIRCUMFERENCE}
          strokeDashoffset={loaderDashOffset(shown)}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
      </svg>
      <span className="circular-loader__percent">{shown} %</span>
    </div>
  );
}
