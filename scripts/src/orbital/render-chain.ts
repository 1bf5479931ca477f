import { orbitCamera } from '../render/camera.ts';
import { footprintsOf } from '../render/footprints.ts';
import { type Environment, FrameRenderer, type ShadowChange } from '../render/frame-renderer.ts';
import { packZones, ZoneGrid } from '../render/ground-shading.ts';
import { DAYLIGHT } from '../render/lighting.ts';
import type { PackedSurfaces, PackedTriangles } from '../render/scene.ts';
import { createShadowMap } from '../render/shadow-map.ts';
import type { SiteScene } from '../render/site-geometry.ts';
import { frameHeading, type ViewChain } from './orbital-views.ts';

/** A site scene with its surfaces and layers packed into typed arrays, ready to draw. */
export interface PackedSite {
  siteScene: SiteScene;
  surfaces: PackedSurfaces;
  layers: Map<string, PackedTriangles>;
  environment: Environment;
}

export function packSite(siteScene: SiteScene): PackedSite {
  const layers = new Map<string, PackedTriangles>();
  for (const [name, list] of siteScene.scene.layers) layers.set(name, list.packed());
  const zones = packZones(siteScene.site.zones);
  return {
    siteScene,
    surfaces: siteScene.scene.surfaces.packed(),
    layers,
    environment: {
      lighting: DAYLIGHT,
      zones,
      zoneGrid: new ZoneGrid(zones),
      footprints: footprintsOf(siteScene.site),
      outdoor: true,
      grain: 0.06,
    },
  };
}

export const SHADOW_MAP_SIZE = 3072;

/**
 * Renders the frames of one view chain, reusing its buffers from frame to frame. The shadow map
 * does not depend on the camera: it is drawn on the first frame and replayed on the others.
 */
export class ChainRenderer {
  private readonly renderer: FrameRenderer;
  private baseShadow: Float32Array | null = null;
  private readonly stepShadows = new Map<string, ShadowChange>();

  constructor(
    private readonly site: PackedSite,
    readonly chain: ViewChain,
    readonly width: number,
    readonly height: number,
    shadowMapSize = SHADOW_MAP_SIZE,
  ) {
    const shadow = createShadowMap(
      site.environment.lighting.sun,
      chain.orbit.target,
      chain.shadowExtent,
      shadowMapSize,
    );
    this.renderer = new FrameRenderer(this.cameraFor(0), site.surfaces, site.environment, shadow);
  }

  private cameraFor(frame: number) {
    return orbitCamera(this.chain.orbit, frameHeading(frame), this.width, this.height);
  }

  /**
   * Renders one frame and hands each view to `onView` as soon as it is complete (the buffers are
   * reused for the next view: copy what you keep).
   */
  renderFrame(frame: number, onView: (view: string, renderer: FrameRenderer) => void): void {
    const renderer = this.renderer;
    const layer = (name: string) => this.site.layers.get(name);
    if (this.baseShadow) {
      renderer.begin(this.cameraFor(frame), this.baseShadow);
      for (const name of this.chain.baseLayers) {
        const tris = layer(name);
        if (tris) renderer.addGeometry(tris);
      }
    } else {
      renderer.begin(this.cameraFor(frame));
      for (const name of this.chain.baseLayers) {
        const tris = layer(name);
        if (tris) renderer.add(tris);
      }
      this.baseShadow = renderer.shadowDepth();
    }
    renderer.shadeAll();
    for (const step of this.chain.steps) {
      for (const name of step.layers) {
        const tris = layer(name);
        if (!tris) continue;
        renderer.addGeometry(tris);
        const recorded = this.stepShadows.get(name);
        if (recorded) renderer.replayShadowChange(recorded, tris);
        else this.stepShadows.set(name, renderer.addShadowCasters(tris));
      }
      renderer.shadeChanged();
      onView(step.view, renderer);
    }
  }
}
