import { isMobileWidth, TOOLTIP_DELAY, TOOLTIP_FALLBACK_HEIGHT } from '@vitrine/core/orbital';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useStore } from '../../ui/create-store.ts';
import type { HoverState, OrbitalEngine } from './orbital-engine.ts';
import type { Outline } from './outline-model.ts';

/** Grace period for the pointer to travel from the outline into the tooltip. */
const LEAVE_GRACE_MS = 180;
const TOOLTIP_WIDTH = 280;
const OFFSET = 14;

interface Props {
  engine: OrbitalEngine;
  outlines: readonly Outline[];
  /** The tooltip body for an outline, or null when it has none. */
  describe: (outline: Outline) => ReactNode | null;
}

/**
 * The hover tooltip (≥ 1100 px): shows 250 ms after the pointer enters an outline, stays while
 * the pointer is on the outline or on the tooltip, and at once for a unit focused by keyboard.
 */
export function UnitTooltip({ engine, outlines, describe }: Props) {
  const hover = useStore(engine.hover, (state) => state);
  const [shown, setShown] = useState<HoverState | null>(null);
  const insideTooltip = useRef(false);
  const tooltipRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hover.name && hover.source === 'focus') {
      setShown(hover);
      return;
    }
    if (hover.name && hover.source === 'pointer') {
      if (isMobileWidth(window.innerWidth)) return;
      if (shown?.name === hover.name) return;
      const timer = setTimeout(() => setShown(engine.hover.get()), TOOLTIP_DELAY);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      if (!insideTooltip.current) setShown(null);
    }, LEAVE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [hover, shown?.name, engine]);

  const outline = shown?.name ? outlines.find((item) => item.name === shown.name) : undefined;
  const body = outline ? describe(outline) : null;
  if (!shown?.at || !outline || !body) return null;

  const { width, height } = engine.canvasSize;
  const tooltipHeight = tooltipRef.current?.offsetHeight || TOOLTIP_FALLBACK_HEIGHT;
  const left = Math.min(Math.max(8, shown.at.x + OFFSET), width - TOOLTIP_WIDTH - 8);
  const above = shown.at.y - tooltipHeight - OFFSET;
  const top = above >= 8 ? above : Math.min(shown.at.y + OFFSET, height - tooltipHeight - 8);

  return (
    <div
      ref={tooltipRef}
      className="unit-tooltip"
      role="tooltip"
      style={{ left, top, width: TOOLTIP_WIDTH }}
      onPointerEnter={() => {
        insideTooltip.current = true;
      }}
      onPointerLeave={() => {
        insideTooltip.current = false;
        if (!engine.hover.get().name) setShown(null);
      }}
    >
      {body}
    </div>
  );
}
