import { type ScreenPoint, screenPoint } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../ui/create-store.ts';
import type { Outline } from './outline-model.ts';
import { PointerInput } from './pointer-input.ts';
import { initialViewState } from './view-transform.ts';

/** A viewer whose one unit covers x 100–200; its outlines are in once `outlinesIn` is true. */
function viewer() {
  const canvas = { style: { cursor: '' }, setPointerCapture: () => undefined };
  const state = { outlinesIn: false, hovered: null as string | null };
  const unit = { kind: 'unit', name: 'A.0.01' } as Outline;
  const input = new PointerInput({
    view: createStore(initialViewState),
    geometry: () => ({ size: { width: 1000, height: 600 }, viewportWidth: 1920 }),
    pointAt: (event) => screenPoint(event.clientX, event.clientY),
    hitTest: (at: ScreenPoint) => (state.outlinesIn && at.x >= 100 && at.x <= 200 ? unit : null),
    setHover: (name) => {
      state.hovered = name;
    },
    gestureEnded: () => undefined,
    activate: () => undefined,
  });
  const mouse = (clientX: number, clientY = 300) =>
    ({
      pointerType: 'mouse',
      pointerId: 1,
      button: 0,
      clientX,
      clientY,
      currentTarget: canvas,
    }) as unknown as PointerEvent;
  return { input, state, mouse };
}

describe('a mouse at rest over the model', () => {
  it('highlights the unit under it when the outlines arrive', () => {
    const { input, state, mouse } = viewer();
    input.pointerMove(mouse(150));
    expect(state.hovered).toBeNull();
    state.outlinesIn = true;
    input.hoverAgain();
    expect(state.hovered).toBe('A.0.01');
  });

  it('is where the button came up after a drag, not where the drag began', () => {
    const { input, state, mouse } = viewer();
    state.outlinesIn = true;
    input.pointerMove(mouse(150));
    input.pointerDown(mouse(150));
    input.pointerMove(mouse(600));
    input.pointerUp(mouse(600));
    input.hoverAgain();
    expect(state.hovered).toBeNull();
  });

  it('is forgotten once it has left the model', () => {
    const { input, state, mouse } = viewer();
    input.pointerMove(mouse(150));
    input.pointerLeave(mouse(150));
    state.outlinesIn = true;
    input.hoverAgain();
    expect(state.hovered).toBeNull();
  });
});
