import type { OverlayPoint, ScreenPoint } from '@vitrine/core';
import {
  FIRST_FRAME_WIDTH,
  framesOutwardFrom,
  isSlowConnection,
  previewWidthFor,
} from '@vitrine/core/frame-loading';
import {
  clampZoom,
  FRAME_COUNT,
  FRAME_SIZE,
  initialScale,
  isMobileWidth,
  overlayToScreen,
  pickFrameWidth,
  screenPoint,
  screenToOverlay,
  wrapFrame,
} from '@vitrine/core/orbital';
import { polygonAt, polygonCentroid } from '@vitrine/core/polygon-geometry';
import { createStore, type Store } from '../../ui/create-store.ts';
import { connectionHints } from './connection-hints.ts';
import { previewsStartedEarly } from './early-first-frame.ts';
import { type DecodedFrame, FrameLoader } from './frame-loader.ts';
import { FramePictures } from './frame-pictures.ts';
import { type FrameExtension, frameUrls, preferredExtension } from './frame-url.ts';
import { adoptHtmlFirstFrame, htmlFirstFrame } from './html-first-frame.ts';
import { isInteractiveOutline, type Outline, outlinePoints } from './outline-model.ts';
import { PointerInput } from './pointer-input.ts';
import { frameRect, renderFrameLayer } from './render-frame-layer.ts';
import { type OutlineShape, renderOutlineLayer } from './render-outline-layer.ts';
import { clampPan, initialViewState, overlayViewOf, type ViewState, zoomAround } from './view-transform.ts';

export interface HoverState {
  name: string | null;
  /** Where the pointer (or the focused unit's centre) is, in canvas CSS px. */
  at: ScreenPoint | null;
  source: 'pointer' | 'focus' | null;
}

export interface EngineCallbacks {
  /** A click or tap on an outline (the page decides whether it opens). */
  onActivate: (outline: Outline, mobile: boolean) => void;
  /** The first frame is on screen (or every frame failed): what waited for it may start. */
  onFirstFrame?: () => void;
}

/** The model counts as still this long after the last view change: then it is drawn sharp. */
const SETTLE_MS = 150;

/** User-timing marks the page-load benchmark reads (bench/page-load.ts). */
export const FIRST_FRAME_MARK = 'vitrine:first-frame';
export const ALL_FRAMES_MARK = 'vitrine:all-frames';
/** Every frame at the screen's width (on a slow connection, well after the previews). */
export const SHARP_FRAMES_MARK = 'vitrine:all-frames-sharp';
/** The units' outlines first drawn over the model. */
export const OUTLINES_MARK = 'vitrine:outlines';

/**
 * The orbital viewer without React: streams frames, draws the frame layer and the outline
 * layer on two stacked canvases, and turns pointer, wheel and key input into view changes.
 */
export class OrbitalEngine {
  readonly view: Store<ViewState>;
  readonly hover: Store<HoverState> = createStore<HoverState>({ name: null, at: null, source: null });
  readonly progress: Store<number> = createStore(0);
  /** Bumps when the canvas is resized, so DOM overlays re-project. */
  readonly layout: Store<number> = createStore(0);

  private frameCtx: CanvasRenderingContext2D | null = null;
  private outlineCtx: CanvasRenderingContext2D | null = null;
  private interactive: HTMLCanvasElement | null = null;
  private size = { width: 1, height: 1 };
  private pixelRatio = 1;
  private loader: FrameLoader | null = null;
  private loaderStart: ReturnType<typeof setTimeout> | null = null;
  private readonly pictures = new FramePictures({
    onPicture: (frame) => {
      // a picture of another frame changes nothing on screen, unless it stands in for this one
      const current = this.view.get().frame;
      if (frame !== current && this.pictures.get(current)) return;
      this.frameDirty = true;
      this.schedule();
    },
  });
  private readonly extension: FrameExtension = preferredExtension();
  private outlines: readonly Outline[] = [];
  private shapesFor: (frame: number) => OutlineShape[] = () => [];
  private frameDirty = true;
  private outlinesDirty = true;
  private firstFrameMarked = false;
  private outlinesMarked = false;
  /** window.innerWidth as of the last resize: reading it on every draw forced a layout. */
  private viewportWidth = window.innerWidth;
  private allFramesMarked = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private background = '#ffffff';
  private raf = 0;
  private readonly input: PointerInput;
  private readonly detach: (() => void)[] = [];

  constructor(
    private readonly folder: string,
    private readonly callbacks: EngineCallbacks,
    startFrame = 0,
  ) {
    this.view = createStore<ViewState>({ ...initialViewState, frame: wrapFrame(startFrame) });
    this.input = new PointerInput({
      view: this.view,
      geometry: () => ({ size: this.size, viewportWidth: this.viewportWidth }),
      pointAt: (event) => this.pointAt(event),
      hitTest: (at) => this.hitTest(at),
      setHover: (name, at, source) => this.setHover(name, at, source),
      gestureEnded: () => this.settleIfStill(),
      activate: (outline) => this.callbacks.onActivate(outline, isMobileWidth(this.viewportWidth)),
    });
    this.detach.push(
      this.view.subscribe(() => {
        this.frameDirty = true;
        this.outlinesDirty = true;
        this.onViewChange();
        this.schedule();
      }),
    );
  }

  attach(frameCanvas: HTMLCanvasElement, outlineCanvas: HTMLCanvasElement): void {
    this.frameCtx = frameCanvas.getContext('2d', { alpha: false });
    this.outlineCtx = outlineCanvas.getContext('2d');
    this.interactive = outlineCanvas;
    const on = <K extends keyof HTMLElementEventMap>(
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) => {
      outlineCanvas.addEventListener(type, handler as EventListener, options);
      this.detach.push(() => outlineCanvas.removeEventListener(type, handler as EventListener, options));
    };
    on('pointerdown', (event) => this.input.pointerDown(event));
    on('pointermove', (event) => this.input.pointerMove(event));
    on('pointerup', (event) => this.input.pointerUp(event));
    on('pointercancel', (event) => this.input.pointerCancel(event));
    on('pointerleave', (event) => this.input.pointerLeave(event));
    on('wheel', (event) => this.input.wheel(event), { passive: false });
  }

  /** The canvas' CSS size changed (or the pixel ratio): resize backing stores and frame widths. */
  resize(width: number, height: number, pixelRatio: number): void {
    this.size = { width: Math.max(1, width), height: Math.max(1, height) };
    this.viewportWidth = window.innerWidth;
    this.pixelRatio = pixelRatio;
    if (this.frameCtx) this.background = getComputedStyle(this.frameCtx.canvas).backgroundColor || '#ffffff';
    for (const ctx of [this.frameCtx, this.outlineCtx]) {
      if (!ctx) continue;
      ctx.canvas.width = Math.round(this.size.width * pixelRatio);
      ctx.canvas.height = Math.round(this.size.height * pixelRatio);
    }
    this.view.set((state) => clampPan(state, this.size, this.viewportWidth));
    if (!this.pictures.drawnBucket) this.sizePictures();
    // The loader starts in a task of its own, not in the one that made the engine (the page's
    // hydration): its first requests and the HTML frame's adoption made that task ~25 % longer.
    if (!this.loader && !this.loaderStart)
      this.loaderStart = setTimeout(() => {
        this.loader = this.startLoader();
      }, 0);
    this.frameDirty = true;
    this.outlinesDirty = true;
    this.layout.set((count) => count + 1);
    this.onViewChange();
    this.schedule();
  }

  setOutlines(outlines: readonly Outline[], shapesFor: (frame: number) => OutlineShape[]): void {
    const arrived = outlines !== this.outlines;
    this.outlines = outlines;
    this.shapesFor = shapesFor;
    this.outlinesDirty = true;
    // new outlines under a resting mouse; a unit highlighted from the keyboard keeps its highlight
    if (arrived && this.hover.get().source !== 'focus') this.input.hoverAgain();
    this.schedule();
  }

  /** Redraws the outline layer (highlight or styles changed). */
  redrawOutlines(): void {
    this.outlinesDirty = true;
    this.schedule();
  }

  rotateBy(step: number): void {
    this.view.set((state) => ({ ...state, frame: wrapFrame(state.frame + step) }));
  }

  setFrame(frame: number): void {
    this.view.set((state) => ({ ...state, frame: wrapFrame(frame) }));
  }

  setZoom(zoom: number): void {
    const centre = screenPoint(this.size.width / 2, this.size.height / 2);
    this.view.set((state) => zoomAround(state, clampZoom(zoom), centre, this.size, this.viewportWidth));
  }

  zoomBy(step: number): void {
    this.setZoom(this.view.get().zoom + step);
  }

  /** Canvas CSS position of an overlay point with the current view. */
  toScreen(point: OverlayPoint): ScreenPoint {
    return overlayToScreen(point, this.currentView());
  }

  /** Highlights an outline from the keyboard (focus on its unit button). */
  focusOutline(name: string | null): void {
    if (!name) {
      if (this.hover.get().source === 'focus') this.setHover(null, null, null);
      return;
    }
    const outline = this.outlines.find((item) => item.name === name);
    if (outline && outlinePoints(outline, this.view.get().frame).length === 0) {
      const visible = framesOutwardFrom(this.view.get().frame).find(
        (frame) => outlinePoints(outline, frame).length > 0,
      );
      if (visible !== undefined) this.setFrame(visible);
    }
    const points = outline ? outlinePoints(outline, this.view.get().frame) : [];
    const centroid = polygonCentroid(points);
    const centre = centroid
      ? this.toScreen(centroid)
      : screenPoint(this.size.width / 2, this.size.height / 2);
    this.setHover(name, centre, 'focus');
  }

  get canvasSize(): { width: number; height: number } {
    return this.size;
  }

  dispose(): void {
    cancelAnimationFrame(this.raf);
    for (const off of this.detach.splice(0)) off();
    if (this.settleTimer) clearTimeout(this.settleTimer);
    if (this.loaderStart) clearTimeout(this.loaderStart);
    this.loader?.dispose();
    this.pictures.dispose();
  }

  private currentView() {
    return overlayViewOf(this.view.get(), this.size, this.viewportWidth);
  }

  /** On a slow connection the whole turn comes first as small previews (core's frame-loading.ts). */
  private startLoader(): FrameLoader {
    const fullWidth = this.wantedWidths().full;
    return new FrameLoader({
      urlsFor: (frame, width) => frameUrls(this.folder, frame, width, this.extension),
      accept: (frame, width, blob) => this.pictures.add(frame, width, blob),
      startFrame: this.view.get().frame,
      fullWidth,
      // previews the page already asked for are not asked again at another width
      previewWidth: previewsStartedEarly(this.folder)
        ? previewWidthFor(fullWidth, false)
        : previewWidthFor(fullWidth, isSlowConnection(connectionHints())),
      adopted: this.adoptHtmlFrame(),
      onSharp: () => performance.mark(SHARP_FRAMES_MARK),
      onProgress: (settled) => {
        this.progress.set(settled);
        if (settled >= FRAME_COUNT && !this.allFramesMarked) {
          this.allFramesMarked = true;
          performance.mark(ALL_FRAMES_MARK);
          // every frame failed: nothing will be drawn, but what waits for the first frame may start
          this.firstFrameShown();
        }
      },
    });
  }

  /** The server's HTML already shows frame 0: its pixels become frame 0's first picture. */
  private adoptHtmlFrame() {
    const image = this.view.get().frame === 0 ? htmlFirstFrame(this.folder) : null;
    if (!image) return undefined;
    const picture = adoptHtmlFirstFrame(image).then((decoded) => {
      if (decoded) this.pictures.addDecoded(0, FIRST_FRAME_WIDTH, decoded);
      return decoded !== null;
    });
    return { frame: 0, width: FIRST_FRAME_WIDTH, picture };
  }

  /** Frame widths for the screen: every frame at zoom 0's, the current one at the zoom's. */
  private wantedWidths(): { full: number; near: number } {
    const initial = FRAME_SIZE.width * initialScale(this.viewportWidth);
    const drawn = FRAME_SIZE.width * this.currentView().scale;
    return { full: pickFrameWidth(initial, this.pixelRatio), near: pickFrameWidth(drawn, this.pixelRatio) };
  }

  /** Pictures are made for the size the frame is drawn at now (device px). */
  private sizePictures(): void {
    const rect = frameRect(this.currentView(), this.pixelRatio);
    const screen = this.size.width * this.size.height * this.pixelRatio * this.pixelRatio;
    this.pictures.setSize(rect, screen);
  }

  /** Keeps loading focused on the visible frame; once the view settles, pictures follow its size. */
  private onViewChange(): void {
    const { frame } = this.view.get();
    const { full, near } = this.wantedWidths();
    this.loader?.prioritise(frame);
    this.loader?.setWidths(full, near);
    this.pictures.setFocus(frame);
    this.pictures.setBusy(true);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.sizePictures();
      this.settleIfStill();
    }, SETTLE_MS);
  }

  private firstFrameShown(): void {
    if (this.firstFrameMarked) return;
    this.firstFrameMarked = true;
    this.callbacks.onFirstFrame?.();
  }

  /** Once nothing moves: draw sharp, and let pictures catch up with upgrades and sizes. */
  private settleIfStill(): void {
    if (this.moving) return;
    this.pictures.setBusy(false);
    this.frameDirty = true;
    this.schedule();
  }

  /** While dragging or just after a change, scale fast; sharp when still. */
  private get moving(): boolean {
    return this.input.active || this.settleTimer !== null;
  }

  /** The decoded picture of a frame, else the nearest decoded frame (never a blank). */
  private pictureFor(frame: number): DecodedFrame | undefined {
    const exact = this.pictures.get(frame);
    if (exact) return exact;
    for (let distance = 1; distance <= 14; distance++) {
      const near =
        this.pictures.get(wrapFrame(frame + distance)) ?? this.pictures.get(wrapFrame(frame - distance));
      if (near) return near;
    }
    return undefined;
  }

  private schedule(): void {
    if (this.raf) return;
    this.raf = requestAnimationFrame(() => {
      this.raf = 0;
      this.draw();
    });
  }

  private draw(): void {
    const view = this.currentView();
    const { frame } = this.view.get();
    if (this.frameCtx && this.frameDirty) {
      this.frameDirty = false;
      const picture = this.pictureFor(frame);
      renderFrameLayer(this.frameCtx, {
        frame: picture,
        view,
        pixelRatio: this.pixelRatio,
        background: this.background,
        smoothing: this.moving ? 'low' : 'high',
      });
      if (picture && !this.firstFrameMarked) {
        performance.mark(FIRST_FRAME_MARK);
        this.firstFrameShown();
      }
    }
    if (this.outlineCtx && this.outlinesDirty) {
      this.outlinesDirty = false;
      const shapes = this.shapesFor(frame);
      renderOutlineLayer(this.outlineCtx, { shapes, view, pixelRatio: this.pixelRatio });
      if (shapes.length > 0 && !this.outlinesMarked) {
        performance.mark(OUTLINES_MARK);
        this.outlinesMarked = true;
      }
    }
  }

  private pointAt(event: PointerEvent | WheelEvent): ScreenPoint {
    const rect = (this.interactive as HTMLCanvasElement).getBoundingClientRect();
    return screenPoint(event.clientX - rect.left, event.clientY - rect.top);
  }

  private hitTest(at: ScreenPoint): Outline | null {
    const point = screenToOverlay(at, this.currentView());
    const frame = this.view.get().frame;
    const candidates = this.outlines
      .filter((outline) => outline.kind !== 'building' && isInteractiveOutline(outline))
      .map((outline) => ({ outline, points: outlinePoints(outline, frame) }))
      .filter((entry) => entry.points.length > 0);
    const hit = polygonAt(point, candidates);
    if (hit) return hit.outline;
    const buildings = this.outlines
      .filter((outline) => outline.kind === 'building')
      .map((outline) => ({ outline, points: outlinePoints(outline, frame) }));
    return polygonAt(point, buildings)?.outline ?? null;
  }

  private setHover(name: string | null, at: ScreenPoint | null, source: HoverState['source']): void {
    const current = this.hover.get();
    if (current.name === name && current.source === source && (name === null || current.at === at)) return;
    this.hover.set({ name, at, source });
    this.outlinesDirty = true;
    this.schedule();
  }
}
