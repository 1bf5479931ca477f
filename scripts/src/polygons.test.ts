import { FRAME_COUNT } from '@vitrine/core/orbital';
import { validatePolygonFile } from '@vitrine/core/schemas/polygon-file';
import { beforeAll, describe, expect, it } from 'vitest';
import { planDemo } from './model/demo-plan.ts';
import { frameSizes } from './orbital/frame-files.ts';
import { OrbitalProject } from './orbital/orbital-job.ts';
import { pixelUnder } from './orbital/outlines.ts';
import { polygonFiles } from './orbital/polygon-file.ts';
import { outlinesOfView, polygonKey } from './orbital/view-outlines.ts';

/** Small renders keep the test fast; outlines are still written in the 3820×2160 frame space. */
const WIDTH = 256;
const HEIGHT = 145;

async function sambrePolygons(seed: number) {
  const project = new OrbitalProject(planDemo(seed).sites[0]!, WIDTH, HEIGHT, frameSizes(0.1), 512);
  const results = [];
  for (let frame = 0; frame < FRAME_COUNT; frame++) results.push(await project.renderFrame(frame, null));
  return polygonFiles(results);
}

describe('unit outlines', () => {
  let files: Awaited<ReturnType<typeof sambrePolygons>>;
  beforeAll(async () => {
    files = await sambrePolygons(20_251_121);
  });

  it('give every unit of each building a non-empty outline on at least one frame of every view', () => {
    const plan = planDemo(20_251_121);
    for (const building of plan.sites[0]!.buildings) {
      const file = files.get(building.name)!;
      for (const floor of building.floors) {
        for (const key of [building.name, `${building.name}/${floor.name}`]) {
          const entries = file[key]!;
          for (const unit of floor.units) {
            const entry = entries.find((candidate) => candidate.name === unit.name);
            expect(entry, `${unit.name} in ${key}`).toBeDefined();
            expect(
              entry!.points.some((points) => points !== ''),
              `${unit.name} visible in ${key}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('follow the shape the core checks: 29 strings of three points or more, or empty', () => {
    for (const file of files.values()) {
      const check = validatePolygonFile(file);
      expect(check.ok, JSON.stringify(check)).toBe(true);
      for (const entries of Object.values(file))
        for (const entry of entries) expect(entry.points).toHaveLength(FRAME_COUNT);
    }
  });

  it('include the sub-building in the main building full view, and each floor-cut view', () => {
    const a = files.get('a')!;
    expect(Object.keys(a)).toEqual(['a', 'a/rez', 'a/etage-1', 'a/etage-2', 'a/etage-3', 'a/etage-4']);
    const b = a.a!.find((entry) => entry.name === 'b');
    expect(b?.points.filter((points) => points !== '').length).toBe(FRAME_COUNT);
    expect(Object.keys(files.get('b')!)).toEqual(['b', 'b/rez', 'b/etage-1', 'b/etage-2']);
  });

  it('are the same file for the same seed', async () => {
    const again = await sambrePolygons(20_251_121);
    expect(JSON.stringify([...again])).toBe(JSON.stringify([...files]));
  });

  it('place every point on a pixel of its own unit in the rendered id buffer', async () => {
    const plan = planDemo(20_251_121);
    const project = new OrbitalProject(plan.sites[0]!, WIDTH, HEIGHT, frameSizes(0.1), 512);
    const owners = project.site.siteScene.owners;
    const ownerOfSurface = project.site.surfaces.owner;
    let checked = 0;
    for (const chain of project.chains) {
      const building = chain.chain.building;
      for (const frame of [0, 9, 20]) {
        chain.renderFrame(frame, (view, renderer) => {
          const entries = files.get(building)![polygonKey(building, view)]!;
          const specs = outlinesOfView(project.site.siteScene, building, view);
          for (const entry of entries) {
            const points = entry.points[frame]!;
            if (!points) continue;
            const wanted = new Set(specs.find((spec) => spec.name === entry.name)!.owners);
            for (const pair of points.split(' ')) {
              const [x, y] = pair.split(',').map(Number);
              const [px, py] = pixelUnder(x!, y!, WIDTH, HEIGHT);
              const surface = renderer.gbuffer.surface![py * WIDTH + px]!;
              expect(surface, `${entry.name} ${pair}`).toBeGreaterThanOrEqual(0);
              expect(wanted.has(ownerOfSurface[surface]!), `${entry.name} at ${pair} frame ${frame}`).toBe(
                true,
              );
              checked++;
            }
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(owners.size).toBeGreaterThan(40);
  });
});
