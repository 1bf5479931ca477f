import { useId } from 'react';

interface Props {
  label: string;
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  format: (value: number) => string;
  minLabel: string;
  maxLabel: string;
  onChange: (value: [number, number]) => void;
}

/** Two thumbs on one track (two native range inputs): keyboard and screen readers work as usual. */
export function RangeSlider({ label, min, max, step, value, format, minLabel, maxLabel, onChange }: Props) {
  const id = useId();
  const [low, high] = value;
  const span = max - min || 1;
  const lowPercent = ((low - min) / span) * 100;
  const highPercent = ((high - min) / span) * 100;
  return (
    <fieldset className="range-slider">
      <legend id={id}>{label}</legend>
      <output className="range-slider__values" aria-live="polite">
        {format(low)} – {format(high)}
      </output>
      <div className="range-slider__track">
        <div
          className="range-slider__fill"
          style={{ left: `${lowPercent}%`, right: `${100 - highPercent}%` }}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={low}
          aria-label={`${label} ${minLabel}`}
          aria-valuetext={format(low)}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={high}
          aria-label={`${label} ${maxLabel}`}
          aria-valuetext={format(high)}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
    </fieldset>
  );
}
