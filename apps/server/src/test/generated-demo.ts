import { type DemoManifest, ZDemoManifest } from '@vitrine/core/demo-manifest';
import { DEFAULT_SEED, planDemo } from '@vitrine/scripts';

/**
 * The demo generator's real manifest (planned only, no files rendered), checked against the shape
 * the seed reads. Test-only: the server itself never loads the generator (see docs/decisions.md).
 */
export function generatedDemoManifest(): DemoManifest {
  return ZDemoManifest.parse(planDemo(DEFAULT_SEED).manifest);
}
