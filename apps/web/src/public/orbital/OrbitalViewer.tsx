import { ZOOM } from '@vitrine/core/orbital';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useStore } from '../../ui/create-store.ts';
import { BuildingCircles } from './BuildingCircles.tsx';
import { FrameProgress } from './FrameProgress.tsx';
import { HtmlFirstFrame } from './HtmlFirstFrame.tsx';
import { OrbitalEngine } from './orbital-engine.ts';
import type { Outline } from './outline-model.ts';
import type { OutlineShape } from './render-outline-layer.ts';
import { UnitButtons } from './UnitButtons.tsx';
import { canvasPixelRatio } from './view-transform.ts';

/** The hover tooltip loads with the first outlines (after the model's first frame): none is hovered before. */
const UnitTooltip = lazy(() =>
  import('./UnitTooltip.tsx').then((module) => ({ default: module.UnitTooltip })),
);

export interface OrbitalViewerProps {
  /** The view's frame folder (frameFolder): a new folder starts a new engine. */
  folder: string;
  outlines: readonly Outline[];
  shapesFor: (engine: OrbitalEngine, frame: number, hovered: string | null) => OutlineShape[];
  onActivate: (outline: Outline, mobile: boolean) => void;
  /** Controls drawn over the model (zoom, rotation, compass), given the running engine. */
  controls: (engine: OrbitalEngine) => ReactNode;
  /** Redraw outlines when this changes (selection, search results, language). */
  outlineVersion: unknown;
  /** Tooltip body of an outline, null for none. */
  describe: (outline: Outline) => ReactNode | null;
  /** Accessible name of an outline's button (units) or circle (sub-buildings). */
  label: (outline: Outline) => string;
  /** The folder's first frame is on screen (what comes next may share the processor). */
  onFirstFrame?: (folder: string) => void;
}

/** Sizes the two canvases and hosts the engine; everything drawn is drawn by the engine. */
export function OrbitalViewer(props: OrbitalViewerProps) {
  const { folder, outlines, shapesFor, onActivate, controls, outlineVersion, describe, label } = props;
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLCanvasElement>(null);
  const outlineRef = useRef<HTMLCanvasElement>(null);
  const [engine, setEngine] = useState<OrbitalEngine | null>(null);
  const activateRef = useRef(onActivate);
  activateRef.current = onActivate;
  const firstFrameRef = useRef(props.onFirstFrame);
  firstFrameRef.current = props.onFirstFrame;
  // the model keeps its angle when the visitor switches floor or building
  const lastFrameRef = useRef(0);
  // the server's picture of frame 0 stays until the engine has drawn the model itself
  const [htmlFrame, setHtmlFrame] = useState(true);
  // once there were outlines to hover, the tooltip stays mounted (as it was from the start before)
  const [hoverable, setHoverable] = useState(false);
  if (!hoverable && outlines.length > 0) setHoverable(true);

  // a layout effect: the first frame is asked for before the page's first paint, not after it
  useLayoutEffect(() => {
    const container = containerRef.current;
    const frameCanvas = frameRef.current;
    const outlineCanvas = outlineRef.current;
    if (!container || !frameCanvas || !outlineCanvas) return;
    const created = new OrbitalEngine(
      folder,
      {
        onActivate: (outline, mobile) => activateRef.current(outline, mobile),
        onFirstFrame: () => {
          setHtmlFrame(false);
          firstFrameRef.current?.(folder);
        },
      },
      lastFrameRef.current,
    );
    created.attach(frameCanvas, outlineCanvas);
    const resize = () => {
      const rect = container.getBoundingClientRect();
      created.resize(rect.width, rect.height, canvasPixelRatio(window.devicePixelRatio));
    };
    // the first resize starts the loader, which asks for the current frame at once
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(container);
    window.addEventListener('resize', resize);
    setEngine(created);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resize);
      lastFrameRef.current = created.view.get().frame;
      created.dispose();
      setEngine(null);
    };
  }, [folder]);

  const hovered = useStore(engine?.hover ?? idleHover, (hover) => hover.name);
  // biome-ignore lint/correctness/useExhaustiveDependencies: outlineVersion is the redraw trigger
  useEffect(() => {
    if (!engine) return;
    engine.setOutlines(outlines, (frame) => shapesFor(engine, frame, engine.hover.get().name));
  }, [engine, outlines, shapesFor, outlineVersion, hovered]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!engine) return;
    if (event.target !== event.currentTarget) return;
    const rotation = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const zoom = { '+': 1, '=': 1, '-': -1, _: -1 }[event.key];
    if (rotation) engine.rotateBy(rotation);
    else if (zoom) engine.zoomBy(zoom * ZOOM.buttonStep);
    else return;
    event.preventDefault();
  };

  return (
    <div className="orbital-viewer">
      <section
        ref={containerRef}
        className="orbital-viewer__stage"
        aria-label={t('front.orbitalRegion')}
        aria-roledescription={t('orbital.rotation')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the model takes arrow and +/- keys
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <canvas ref={frameRef} className="orbital-viewer__frames" />
        {htmlFrame && <HtmlFirstFrame folder={folder} />}
        <canvas ref={outlineRef} className="orbital-viewer__outlines" />
        {engine && (
          <BuildingCircles engine={engine} outlines={outlines} label={label} onActivate={onActivate} />
        )}
        {engine && hoverable && (
          <Suspense fallback={null}>
            <UnitTooltip engine={engine} outlines={outlines} describe={describe} />
          </Suspense>
        )}
      </section>
      {engine && <UnitButtons engine={engine} outlines={outlines} label={label} onActivate={onActivate} />}
      {engine && <FrameProgress engine={engine} />}
      {engine && controls(engine)}
    </div>
  );
}

const idleHover = {
  get: () => ({ name: null, at: null, source: null }),
  set: () => {},
  subscribe: () => () => {},
};
