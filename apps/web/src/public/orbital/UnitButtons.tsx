import { useTranslation } from '../../i18n/use-translation.tsx';
import type { OrbitalEngine } from './orbital-engine.ts';
import { isInteractiveOutline, type Outline } from './outline-model.ts';

interface Props {
  engine: OrbitalEngine;
  outlines: readonly Outline[];
  label: (outline: Outline) => string;
  onActivate: (outline: Outline, mobile: boolean) => void;
}

/**
 * Keyboard and screen-reader access to the outlines: a list of buttons, hidden until one has
 * focus. Focusing a button highlights its outline and shows its tooltip; Enter opens it.
 */
export function UnitButtons({ engine, outlines, label, onActivate }: Props) {
  const { t } = useTranslation();
  const units = outlines.filter((outline) => outline.kind === 'unit' && isInteractiveOutline(outline));
  if (units.length === 0) return null;
  return (
    <nav className="unit-buttons" aria-label={t('front.unitsInView')}>
      <ul>
        {units.map((outline) => (
          <li key={outline.name}>
            <button
              type="button"
              onFocus={() => engine.focusOutline(outline.name)}
              onBlur={() => engine.focusOutline(null)}
              onClick={() => onActivate(outline, false)}
            >
              {label(outline)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
