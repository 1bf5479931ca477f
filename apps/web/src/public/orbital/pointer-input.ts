import type { ScreenPoint } from '@vitrine/core';
import { initialScale, screenPoint, wheelZoomDelta, ZOOM } from '@vitrine/core/orbital';
import type { Store } from '../../ui/create-store.ts';
import { frameDuringDrag, isClick, zoomAfterPinch } from './gestures.ts';
import type { HoverState } from './orbital-engine.ts';
import type { Outline } from './outline-model.ts';
import { clampPan, type ViewState, zoomAround } from './view-transform.ts';

interface Pointer {
  id: number;
  start: ScreenPoint;
  last: ScreenPoint;
}

interface Gesture {
  pointers: Map<number, Pointer>;
  startState: ViewState;
  pinchDistance: number | null;
  moved: boolean;
}

/** What pointer input needs from the viewer it drives. */
export interface PointerHost {
  readonly view: Store<ViewState>;
  /** The canvas size (CSS px) and the window width, as of the last resize. */
  geometry(): { size: { width: number; height: number }; viewportWidth: number };
  pointAt(event: PointerEvent | WheelEvent): ScreenPoint;
  hitTest(at: ScreenPoint): Outline | null;
  setHover(name: string | null, at: ScreenPoint | null, source: HoverState['source']): void;
  /** The last finger or the mouse button is up: the model may settle. */
  gestureEnded(): void;
  /** A click or tap (no drag) on an outline. */
  activate(outline: Outline): void;
}

/** Where the mouse is over the viewer, button up: its event (page coordinates) and the canvas. */
interface RestingMouse {
  event: PointerEvent;
  target: HTMLElement;
}

/**
 * Mouse, touch and wheel on the viewer: a drag turns the model (or pans it when zoomed), two
 * fingers pinch-zoom, the wheel zooms at the pointer, hovering highlights, a click activates.
 */
export class PointerInput {
  private gesture: Gesture | null = null;
  private restingMouse: RestingMouse | null = null;

  constructor(private readonly host: PointerHost) {}

  /** A finger or the mouse button is down. */
  get active(): boolean {
    return this.gesture !== null;
  }

  pointerDown(event: PointerEvent): void {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.pointerType === 'mouse') this.restingMouse = null;
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    const at = this.host.pointAt(event);
    if (!this.gesture) {
      this.gesture = {
        pointers: new Map(),
        startState: this.host.view.get(),
        pinchDistance: null,
        moved: false,
      };
    }
    this.gesture.pointers.set(event.pointerId, { id: event.pointerId, start: at, last: at });
    if (this.gesture.pointers.size === 2) {
      const [a, b] = [...this.gesture.pointers.values()] as [Pointer, Pointer];
      this.gesture.pinchDistance = Math.hypot(a.last.x - b.last.x, a.last.y - b.last.y);
      this.gesture.startState = this.host.view.get();
      this.gesture.moved = true;
    }
  }

  pointerMove(event: PointerEvent): void {
    const at = this.host.pointAt(event);
    const gesture = this.gesture;
    const pointer = gesture?.pointers.get(event.pointerId);
    if (!gesture || !pointer) {
      if (event.pointerType === 'mouse') {
        this.restingMouse = { event, target: event.currentTarget as HTMLElement };
        this.hover(this.restingMouse, at);
      }
      return;
    }
    pointer.last = at;
    const { size, viewportWidth } = this.host.geometry();
    if (gesture.pointers.size >= 2 && gesture.pinchDistance) {
      const [a, b] = [...gesture.pointers.values()] as [Pointer, Pointer];
      const distance = Math.hypot(a.last.x - b.last.x, a.last.y - b.last.y);
      const initial = initialScale(viewportWidth);
      const zoom = zoomAfterPinch(gesture.startState.zoom, initial, distance / gesture.pinchDistance);
      const middle = screenPoint((a.last.x + b.last.x) / 2, (a.last.y + b.last.y) / 2);
      this.host.view.set((state) => zoomAround(state, zoom, middle, size, viewportWidth));
      return;
    }
    const dx = at.x - pointer.start.x;
    const dy = at.y - pointer.start.y;
    if (!gesture.moved && isClick(dx, dy)) return;
    gesture.moved = true;
    this.host.setHover(null, null, null);
    const start = gesture.startState;
    if (start.zoom <= ZOOM.min) {
      this.host.view.set((state) => ({ ...state, frame: frameDuringDrag(start.frame, dx, size.width) }));
    } else {
      this.host.view.set((state) =>
        clampPan({ ...state, panX: start.panX + dx, panY: start.panY + dy }, size, viewportWidth),
      );
    }
  }

  pointerUp(event: PointerEvent): void {
    const gesture = this.gesture;
    const pointer = gesture?.pointers.get(event.pointerId);
    if (!gesture || !pointer) return;
    gesture.pointers.delete(event.pointerId);
    if (gesture.pointers.size > 0) {
      // one finger left after a pinch: continue as a fresh drag from here
      gesture.startState = this.host.view.get();
      gesture.pinchDistance = null;
      for (const rest of gesture.pointers.values()) rest.start = rest.last;
      return;
    }
    this.gesture = null;
    this.host.gestureEnded();
    if (event.pointerType === 'mouse')
      this.restingMouse = { event, target: event.currentTarget as HTMLElement };
    if (gesture.moved) return;
    const hit = this.host.hitTest(this.host.pointAt(event));
    if (hit) this.host.activate(hit);
  }

  pointerCancel(event: PointerEvent): void {
    this.gesture?.pointers.delete(event.pointerId);
    if (this.gesture?.pointers.size === 0) {
      this.gesture = null;
      this.host.gestureEnded();
    }
  }

  wheel(event: WheelEvent): void {
    event.preventDefault();
    const at = this.host.pointAt(event);
    const next = this.host.view.get().zoom + wheelZoomDelta(event.deltaY);
    const { size, viewportWidth } = this.host.geometry();
    this.host.view.set((state) => zoomAround(state, next, at, size, viewportWidth));
  }

  pointerLeave(event: PointerEvent): void {
    if (event.pointerType !== 'mouse') return;
    this.restingMouse = null;
    if (!this.gesture) this.host.setHover(null, null, null);
  }

  /**
   * The outlines changed under a mouse at rest (they arrive after the first frame): what it
   * points at now is highlighted, as if it had moved.
   */
  hoverAgain(): void {
    if (this.restingMouse && !this.gesture) this.hover(this.restingMouse);
  }

  /** `at` defaults to the event's page coordinates read again: the canvas may have moved under a still mouse. */
  private hover({ event, target }: RestingMouse, at = this.host.pointAt(event)): void {
    const hit = this.host.hitTest(at);
    target.style.cursor = hit ? 'pointer' : 'grab';
    this.host.setHover(
      hit && hit.kind !== 'building' ? hit.name : null,
      hit ? at : null,
      hit ? 'pointer' : null,
    );
  }
}
