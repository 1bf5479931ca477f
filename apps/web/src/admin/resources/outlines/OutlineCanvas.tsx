import { OVERLAY_SIZE, type OverlayPoint, overlayPoint } from '@vitrine/core';
import {
  edgeNear,
  insertVertex,
  moveVertex,
  snapToVertex,
  vertexNear,
} from '@vitrine/core/outline-editing/vertex-editing';
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { renderOutlineEditor } from './render-outline-editor.ts';

type Drag = { index: number; points: OverlayPoint[]; moved: boolean };

/** How near (CSS px) a pointer must come to a point or an edge to take it: wider for a finger. */
const REACH = { mouse: 10, touch: 22 } as const;

export interface OutlineCanvasProps {
  label: string;
  frame: number;
  image: HTMLImageElement | null;
  others: readonly { name: string; points: readonly OverlayPoint[] }[];
  selected: { name: string; points: readonly OverlayPoint[]; faulty: boolean } | null;
  /** The polygon being drawn on this frame (null when not drawing). */
  draft: readonly OverlayPoint[] | null;
  snap: boolean;
  activeVertex: number | null;
  onActiveVertex: (index: number | null) => void;
  onDraft: (points: OverlayPoint[]) => void;
  onFinishDraft: () => void;
  /** The selected outline changed by hand on this frame (a moved or inserted point). */
  onChange: (points: OverlayPoint[]) => void;
  /** A click away from the selected outline: select what is under it. */
  onPick: (at: OverlayPoint) => void;
}

/**
 * The frame with the outlines over it, edited with pointer events (mouse, pen and touch alike):
 * click to add points while drawing, drag a point to move it, press on an edge to insert one.
 */
export function OutlineCanvas(props: OutlineCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drag, setDragState] = useState<Drag | null>(null);
  // Pointer events can follow each other faster than React renders: the handlers read the ref.
  const dragRef = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  const snapTargets = useMemo(() => props.others.flatMap((other) => other.points), [props.others]);

  const shown = drag ? drag.points : (props.draft ?? props.selected?.points ?? null);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const pixelRatio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(element.clientWidth * pixelRatio));
    element.width = width;
    element.height = Math.round((width * 9) / 16);
    renderOutlineEditor(ctx, {
      image: props.image,
      others: props.others,
      selected:
        props.selected || props.draft
          ? {
              name: props.selected?.name ?? '',
              points: shown ?? [],
              drawing: props.draft !== null,
              faulty: !props.draft && !drag && (props.selected?.faulty ?? false),
            }
          : null,
      activeVertex: props.draft ? null : props.activeVertex,
      pixelsPerUnit: element.clientWidth / OVERLAY_SIZE.width,
    });
  });

  const toOverlay = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width / OVERLAY_SIZE.width;
    return {
      at: overlayPoint((event.clientX - box.left) / scale, (event.clientY - box.top) / scale),
      reach: (event.pointerType === 'touch' ? REACH.touch : REACH.mouse) / scale,
    };
  };
  const snapped = (at: OverlayPoint, reach: number) =>
    props.snap ? snapToVertex(at, snapTargets, reach) : at;

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const { at, reach } = toOverlay(event);
    if (props.draft) {
      const first = props.draft[0];
      if (first && props.draft.length >= 3 && Math.hypot(first.x - at.x, first.y - at.y) <= reach) {
        props.onFinishDraft();
        return;
      }
      props.onDraft([...props.draft, snapped(at, reach)]);
      return;
    }
    const points = props.selected?.points ?? [];
    if (props.selected && points.length === 0) {
      props.onDraft([snapped(at, reach)]);
      return;
    }
    const vertex = vertexNear(points, at, reach);
    const edge = vertex === null ? edgeNear(points, at, reach) : null;
    if (vertex === null && edge === null) {
      props.onActiveVertex(null);
      props.onPick(at);
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    if (vertex !== null) {
      props.onActiveVertex(vertex);
      setDrag({ index: vertex, points: [...points], moved: false });
    } else if (edge) {
      props.onActiveVertex(edge.index);
      setDrag({
        index: edge.index,
        points: insertVertex(points, edge.index, snapped(edge.point, reach)),
        moved: true,
      });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const { at, reach } = toOverlay(event);
    setDrag({
      ...current,
      points: moveVertex(current.points, current.index, snapped(at, reach)),
      moved: true,
    });
  };

  const onPointerUp = () => {
    const current = dragRef.current;
    if (!current) return;
    if (current.moved) props.onChange(current.points);
    setDrag(null);
  };

  return (
    <div className="admin-frame-stage">
      <canvas
        ref={canvas}
        aria-label={props.label}
        data-frame={props.frame}
        style={{
          touchAction: 'none',
          cursor: props.draft || (props.selected && !shown?.length) ? 'crosshair' : 'default',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      />
    </div>
  );
}
