import { compassAngle, LAST_FRAME, ZOOM } from '@vitrine/core/orbital';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useStore } from '../../ui/create-store.ts';
import type { OrbitalEngine } from './orbital-engine.ts';

interface Props {
  engine: OrbitalEngine;
  clockwise: boolean;
  initialRotation: number;
  onHelp: () => void;
}

/** The spec's static arrow (front office §7), pointing right; mirrored for the left one. */
export const ROTATION_ARROW_IMAGE = '/img/orbitals/arrow.png';

/** Zoom slider with + and −, rotation slider between its two arrows, compass and the help button. */
export function OrbitalControls({ engine, clockwise, initialRotation, onHelp }: Props) {
  const { t } = useTranslation();
  const frame = useStore(engine.view, (view) => view.frame);
  const zoom = useStore(engine.view, (view) => Math.round(view.zoom));
  const angle = compassAngle(frame, clockwise, initialRotation);

  return (
    <>
      <fieldset className="orbital-zoom">
        <legend className="sr-only">{t('orbital.zoom')}</legend>
        <button
          type="button"
          className="icon-button"
          aria-label={t('orbital.zoomIn')}
          onClick={() => engine.zoomBy(ZOOM.buttonStep)}
          disabled={zoom >= ZOOM.max}
        >
          +
        </button>
        <input
          type="range"
          className="orbital-zoom__slider"
          min={ZOOM.min}
          max={ZOOM.max}
          step={1}
          value={zoom}
          aria-label={t('orbital.zoom')}
          aria-orientation="vertical"
          onChange={(event) => engine.setZoom(Number(event.target.value))}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('orbital.zoomOut')}
          onClick={() => engine.zoomBy(-ZOOM.buttonStep)}
          disabled={zoom <= ZOOM.min}
        >
          −
        </button>
      </fieldset>
      <div className="orbital-rotation">
        <button
          type="button"
          className="orbital-rotation__arrow orbital-rotation__arrow--left"
          aria-label={t('orbitalTurn.left')}
          onClick={() => engine.rotateBy(-1)}
        >
          <img src={ROTATION_ARROW_IMAGE} alt="" width={20} height={20} fetchPriority="low" />
        </button>
        <input
          type="range"
          min={0}
          max={LAST_FRAME}
          step={1}
          value={frame}
          aria-label={t('orbital.rotation')}
          onChange={(event) => engine.setFrame(Number(event.target.value))}
        />
        <button
          type="button"
          className="orbital-rotation__arrow"
          aria-label={t('orbitalTurn.right')}
          onClick={() => engine.rotateBy(1)}
        >
          <img src={ROTATION_ARROW_IMAGE} alt="" width={20} height={20} fetchPriority="low" />
        </button>
      </div>
      <div className="orbital-corner">
        <button
          type="button"
          className="icon-button orbital-help"
          aria-label={t('orbital.help')}
          onClick={onHelp}
        >
          ?
        </button>
        <img
          className="orbital-compass"
          src="/img/orbitals/compass.svg"
          alt={t('orbital.compass')}
          width={64}
          height={64}
          style={{ transform: `rotate(${angle}deg)` }}
        />
      </div>
    </>
  );
}
