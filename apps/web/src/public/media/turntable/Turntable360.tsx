import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { registerMediaStrings } from '../../../i18n/media-strings.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { preloadAll } from './preload-images.ts';
import { clampZoom, frameAfterDrag, TURNTABLE, turntableImageUrls, wrapFrame } from './turntable-math.ts';
import './turntable.css';

registerMediaStrings();

export interface Turntable360Props {
  /** The unit's turntable folder, from turntableFolder(). */
  folder: string;
  totalImages: number;
  /** Title of what turns (the unit's name), for the image's alternative text. */
  title: string;
  /** Images turned per image-width of drag; 1 by default, 5 in the unit panel (spec §9). */
  sensitivity?: number;
  /** Shows the zoom controls (1 to 3 by 0.1) and lets the wheel zoom. */
  withZoom?: boolean;
  className?: string;
}

interface Drag {
  pointerId: number;
  startX: number;
  startFrame: number;
  width: number;
}

function usePreload(urls: readonly string[]) {
  const [progress, setProgress] = useState({ settled: 0, failed: 0, total: urls.length });
  useEffect(() => {
    let alive = true;
    void preloadAll(urls, (next) => alive && setProgress(next));
    return () => {
      alive = false;
    };
  }, [urls]);
  const percent = progress.total ? Math.round((progress.settled / progress.total) * 100) : 100;
  // A failed image stops the spinner (spec §8): the view shows what it has.
  const ready = progress.settled >= progress.total || progress.failed > 0;
  return { percent, ready };
}

/**
 * A 360° turntable of a unit: every image preloads behind a spinner, then a horizontal drag (or
 * the arrow keys) turns it, one image per width / images / sensitivity pixels; wheel, buttons and
 * a slider zoom between 1 and 3.
 */
export function Turntable360({
  folder,
  totalImages,
  title,
  sensitivity = TURNTABLE.sensitivity,
  withZoom = true,
  className,
}: Turntable360Props) {
  const { t } = useTranslation();
  const urls = useMemo(() => turntableImageUrls(folder, totalImages), [folder, totalImages]);
  const { percent, ready } = usePreload(urls);
  const [frame, setFrame] = useState(0);
  const [zoom, setZoom] = useState<number>(TURNTABLE.zoomMin);
  const drag = useRef<Drag | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  // A new folder starts again from its first image.
  const [shownUrls, setShownUrls] = useState(urls);
  if (shownUrls !== urls) {
    setShownUrls(urls);
    setFrame(0);
  }

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !withZoom) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((current) => clampZoom(current - Math.sign(event.deltaY) * TURNTABLE.zoomStep));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [withZoom]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startFrame: frame,
      width: event.currentTarget.clientWidth,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    setFrame(
      frameAfterDrag(current.startFrame, dx, { width: current.width, total: urls.length, sensitivity }),
    );
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const turns: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    const zooms: Record<string, number> = { '+': 1, '=': 1, '-': -1 };
    if (event.key in turns) setFrame((current) => wrapFrame(current + turns[event.key]!, urls.length));
    else if (event.key === 'Home') setFrame(0);
    else if (withZoom && event.key in zooms) {
      setZoom((current) => clampZoom(current + zooms[event.key]! * TURNTABLE.zoomStep));
    } else return;
    event.preventDefault();
  };

  const count = urls.length;
  const imageLabel = t('media.turntable.image', { title, number: frame + 1, count });
  return (
    <div className={`turntable ${className ?? ''}`}>
      <div
        ref={stageRef}
        className={`turntable__stage ${ready ? '' : 'turntable__stage--loading'}`}
        role="slider"
        tabIndex={0}
        aria-label={t('media.turntable.region')}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={imageLabel}
        aria-busy={!ready}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        {ready && count > 0 ? (
          <img
            className="turntable__image"
            src={urls[frame]}
            alt={imageLabel}
            draggable={false}
            style={{ transform: `scale(${zoom})` }}
          />
        ) : (
          <div className="turntable__loading">
            <Spinner label={t('media.turntable.loading', { percent })} />
            <span aria-hidden="true">{percent} %</span>
          </div>
        )}
      </div>
      {withZoom && (
        <div className="turntable__zoom">
          <button
            type="button"
            className="icon-button"
            onClick={() => setZoom((current) => clampZoom(current - TURNTABLE.zoomStep))}
            disabled={zoom <= TURNTABLE.zoomMin}
            aria-label={t('media.turntable.zoomOut')}
          >
            −
          </button>
          <input
            type="range"
            min={TURNTABLE.zoomMin}
            max={TURNTABLE.zoomMax}
            step={TURNTABLE.zoomStep}
            value={zoom}
            onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
            aria-label={t('media.turntable.zoom')}
            aria-valuetext={`× ${zoom.toFixed(1)}`}
          />
          <button
            type="button"
            className="icon-button"
            onClick={() => setZoom((current) => clampZoom(current + TURNTABLE.zoomStep))}
            disabled={zoom >= TURNTABLE.zoomMax}
            aria-label={t('media.turntable.zoomIn')}
          >
            +
          </button>
        </div>
      )}
    </div>
  );
}
