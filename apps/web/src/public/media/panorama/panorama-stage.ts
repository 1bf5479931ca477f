/**
 * The one Photo Sphere Viewer of the site. It lives in a host element that pages attach to their
 * slot and detach when they leave, and it switches tours with setNodes() instead of being rebuilt
 * (destroying viewers leaks memory on iOS). A tour of another image kind (cube faces instead of
 * equirectangular) needs another adapter, which a viewer cannot change: only then is the viewer
 * replaced. This module is loaded on demand, so three.js stays out of the initial bundle.
 */
import { events, Viewer } from '@photo-sphere-viewer/core';
import { CubemapAdapter } from '@photo-sphere-viewer/cubemap-adapter';
import { CubemapTilesAdapter } from '@photo-sphere-viewer/cubemap-tiles-adapter';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { type VirtualTourNode, VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin';
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';
import type { PanoramaKind, PanoramaNode, PanoramaPlan } from './tour-nodes.ts';
import { VIEWER_FOV, verticalFov, zoomLevelOf } from './tour-nodes.ts';

interface Stage {
  kind: PanoramaKind;
  host: HTMLDivElement;
  viewer: Viewer;
  tour: VirtualTourPlugin;
}

let stage: Stage | null = null;
let slot: HTMLElement | null = null;
const nodeListeners = new Set<(nodeId: string) => void>();

function viewOf(node: VirtualTourNode): PanoramaNode['data']['view'] | undefined {
  return (node.data as PanoramaNode['data'] | undefined)?.view;
}

function createStage(kind: PanoramaKind, lang: Record<string, string>): Stage {
  const host = document.createElement('div');
  host.className = 'panorama-stage';
  slot?.append(host);
  const viewer: Viewer = new Viewer({
    container: host,
    ...(kind === 'cubemap' ? { adapter: CubemapAdapter } : {}),
    // The preview is no blurrier than krpano shows it, and a whole cube's base is all it has.
    ...(kind === 'cubemap-tiles' ? { adapter: CubemapTilesAdapter.withConfig({ baseBlur: false }) } : {}),
    minFov: VIEWER_FOV.min,
    maxFov: VIEWER_FOV.max,
    defaultZoomLvl: 30,
    keyboard: 'always',
    mousewheelCtrlKey: false,
    touchmoveTwoFingers: false,
    navbar: ['zoom', 'move', 'caption', GyroscopePlugin.id, 'fullscreen'],
    loadingTxt: lang.loading ?? '',
    lang,
    plugins: [
      MarkersPlugin,
      GyroscopePlugin,
      VirtualTourPlugin.withConfig({
        renderMode: '2d',
        preload: true,
        showLinkTooltip: true,
        transitionOptions: (toNode, fromNode) => {
          const view = viewOf(toNode);
          const size = viewer.getSize();
          return {
            showLoader: true,
            effect: fromNode ? 'fade' : 'none',
            speed: 900,
            rotation: false,
            ...(view
              ? {
                  rotateTo: { yaw: view.yaw, pitch: view.pitch },
                  zoomTo: zoomLevelOf(verticalFov(view, size.width / Math.max(1, size.height))),
                }
              : {}),
          };
        },
      }),
    ],
  });
  const tour = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
  markLoadFailuresHandled(tour);
  tour.addEventListener('node-changed', ({ node }) => {
    for (const listener of nodeListeners) listener(node.id);
  });
  if (!slot) viewer.stopKeyboardControl();
  return { kind, host, viewer, tour };
}

/**
 * The plugin starts scene loads it does not await (setNodes, arrow clicks); a failed image then
 * rejects with no handler, although the viewer already shows its error. Mark those as handled.
 */
function markLoadFailuresHandled(tour: VirtualTourPlugin): void {
  const setCurrentNode = tour.setCurrentNode.bind(tour);
  tour.setCurrentNode = (...args) => {
    const loading = setCurrentNode(...args);
    loading.catch(() => undefined);
    return loading;
  };
}

/** Puts the viewer (when there is one) into this page's slot and gives it the keyboard. */
export function attachStage(target: HTMLElement): void {
  slot = target;
  if (!stage) return;
  target.append(stage.host);
  stage.viewer.autoSize();
  stage.viewer.startKeyboardControl();
}

/** Takes the viewer out of the page, keeping it alive for the next panorama page. */
export function detachStage(target: HTMLElement): void {
  if (slot !== target) return;
  slot = null;
  if (!stage) return;
  stage.viewer.stopKeyboardControl();
  void stage.viewer.stopAnimation();
  stage.host.remove();
}

/**
 * Shows a tour in the viewer, creating it on first use. Resolves when its first scene is shown,
 * rejects when that scene's image cannot be loaded.
 */
export function showPanorama(plan: PanoramaPlan, lang: Record<string, string>): Promise<void> {
  if (stage && stage.kind !== plan.kind) {
    stage.viewer.destroy();
    stage.host.remove();
    stage = null;
  }
  if (stage) setViewerLabels(lang);
  else stage = createStage(plan.kind, lang);
  const { viewer, tour } = stage;
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      tour.removeEventListener('node-changed', onNode);
      viewer.removeEventListener(events.PanoramaErrorEvent.type, onError);
    };
    const onNode = () => {
      done();
      resolve();
    };
    const onError = (event: events.PanoramaErrorEvent) => {
      done();
      reject(event.error);
    };
    tour.addEventListener('node-changed', onNode);
    viewer.addEventListener(events.PanoramaErrorEvent.type, onError);
    tour.setNodes(plan.nodes as VirtualTourNode[], plan.startNodeId);
  });
}

/** The viewer's own texts (navbar titles, loader, errors) in the page's language. */
export function setViewerLabels(lang: Record<string, string>): void {
  stage?.viewer.setOptions({ lang, loadingTxt: lang.loading ?? '' });
}

/** Moves to another scene of the tour shown. */
export function goToScene(nodeId: string): void {
  void stage?.tour.setCurrentNode(nodeId).catch(() => undefined);
}

/** Calls `listener` with the scene id each time the viewer shows another scene. */
export function onSceneChange(listener: (nodeId: string) => void): () => void {
  nodeListeners.add(listener);
  return () => nodeListeners.delete(listener);
}
