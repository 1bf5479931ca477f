import type { SiteModel } from '../model/site-model.ts';
import { buildSiteScene } from '../render/site-geometry.ts';
import { FULL_VIEW } from '../storage-paths.ts';
import { type FrameFileStats, type FrameSizes, frameSizes, writeFrameFiles } from './frame-files.ts';
import { viewChains } from './orbital-views.ts';
import { outlineOf, rowExtents } from './outlines.ts';
import { ChainRenderer, type PackedSite, packSite, SHADOW_MAP_SIZE } from './render-chain.ts';
import { outlinesOfView, polygonKey } from './view-outlines.ts';

/** The outlines of every view of a project on one frame, by polygon-file key, then by outline name. */
export type FrameOutlines = { building: string; key: string; outlines: { name: string; points: string }[] }[];

export interface OrbitalFrameResult {
  project: string;
  frame: number;
  views: FrameOutlines;
  files: FrameFileStats[];
}

/** Everything needed to render a project's frames, built once per worker. */
export class OrbitalProject {
  readonly site: PackedSite;
  readonly chains: ChainRenderer[];

  constructor(
    model: SiteModel,
    readonly width: number,
    readonly height: number,
    private readonly sizes: FrameSizes = frameSizes(1),
    shadowMapSize = SHADOW_MAP_SIZE,
    /** write the full views also at 3820 px */
    private readonly withLarge = true,
  ) {
    this.site = packSite(buildSiteScene(model));
    this.chains = viewChains(model).map(
      (chain) => new ChainRenderer(this.site, chain, width, height, shadowMapSize),
    );
  }

  /**
   * Renders one frame of every view of the project, traces the outlines and, when `root` is given,
   * writes the pictures (the full views also at 3820 px).
   */
  async renderFrame(frame: number, root: string | null): Promise<OrbitalFrameResult> {
    const views: FrameOutlines = [];
    const writes: Promise<FrameFileStats>[] = [];
    const ownerOfSurface = this.site.surfaces.owner;
    const ownerCount = this.site.siteScene.scene.owners.length;
    for (const chain of this.chains) {
      const building = chain.chain.building;
      chain.renderFrame(frame, (view, renderer) => {
        const rows = rowExtents(
          renderer.gbuffer.surface!,
          ownerOfSurface,
          ownerCount,
          this.width,
          this.height,
        );
        views.push({
          building,
          key: polygonKey(building, view),
          outlines: outlinesOfView(this.site.siteScene, building, view).map((spec) => ({
            name: spec.name,
            points: outlineOf(rows, spec.owners),
          })),
        });
        if (root) {
          const target = { root, project: chain.chain.project, building, view, frame };
          writes.push(
            writeFrameFiles(
              target,
              renderer.antialiased(),
              this.width,
              this.height,
              this.withLarge && view === FULL_VIEW,
              this.sizes,
            ),
          );
        }
      });
    }
    return { project: this.site.siteScene.site.project, frame, views, files: await Promise.all(writes) };
  }
}
