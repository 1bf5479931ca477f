import type { PackedSite } from '../orbital/render-chain.ts';
import type { Camera } from '../render/camera.ts';
import { FrameRenderer } from '../render/frame-renderer.ts';
import { createShadowMap } from '../render/shadow-map.ts';
import type { Lighting } from '../render/sky.ts';
import type { Vec3 } from '../render/vector.ts';

interface StillsState {
  renderer: FrameRenderer;
  shadow: Float32Array | null;
}

/** Renders a whole site (every layer) through cameras, sharing buffers and the shadow map between calls. */
export class StillRenderer {
  private readonly states = new Map<string, StillsState>();

  constructor(
    private readonly site: PackedSite,
    private readonly shadowCenter: Vec3,
    private readonly shadowMapSize: number,
  ) {}

  render(
    cameras: Camera[],
    lighting: Lighting,
    lightingName: string,
    onPicture: (index: number, rgb: Uint8Array) => void,
  ) {
    cameras.forEach((camera, index) => {
      const key = `${camera.width}x${camera.height}/${lightingName}`;
      let state = this.states.get(key);
      if (!state) {
        const shadow = createShadowMap(lighting.sun, this.shadowCenter, 150, this.shadowMapSize);
        const environment = { ...this.site.environment, lighting };
        state = {
          renderer: new FrameRenderer(camera, this.site.surfaces, environment, shadow),
          shadow: null,
        };
        this.states.set(key, state);
      }
      const { renderer } = state;
      if (state.shadow) {
        renderer.begin(camera, state.shadow);
        for (const layer of this.site.layers.values()) renderer.addGeometry(layer);
      } else {
        renderer.begin(camera);
        for (const layer of this.site.layers.values()) renderer.add(layer);
        state.shadow = renderer.shadowDepth();
      }
      renderer.shadeAll();
      onPicture(index, renderer.antialiased());
    });
  }
}
