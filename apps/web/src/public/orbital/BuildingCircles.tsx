import { useStore } from '../../ui/create-store.ts';
import type { OrbitalEngine } from './orbital-engine.ts';
import { buildingCirclePosition, type Outline } from './outline-model.ts';

interface Props {
  engine: OrbitalEngine;
  outlines: readonly Outline[];
  label: (outline: Outline) => string;
  onActivate: (outline: Outline, mobile: boolean) => void;
}

/** A round button on each sub-building, at its outline's centroid on the current frame. */
export function BuildingCircles({ engine, outlines, label, onActivate }: Props) {
  const view = useStore(engine.view, (state) => state);
  useStore(engine.layout, (count) => count);
  const buildings = outlines.filter((outline) => outline.kind === 'building');
  return (
    <>
      {buildings.map((outline) => {
        const centre = buildingCirclePosition(outline, view.frame);
        if (!centre) return null;
        const at = engine.toScreen(centre);
        return (
          <button
            key={outline.name}
            type="button"
            className="building-circle"
            style={{ transform: `translate(${at.x}px, ${at.y}px) translate(-50%, -50%)` }}
            onClick={() => onActivate(outline, false)}
          >
            {label(outline)}
          </button>
        );
      })}
    </>
  );
}
