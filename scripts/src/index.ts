export type * from './demo-manifest.ts';
export { DEFAULT_SEED, DEMO_PASSWORD, DEMO_VERSION } from './demo-version.ts';
export {
  demoSourceDir,
  type EnsureDemoOptions,
  ensureDemo,
  MANIFEST_FILE,
  STAMP_FILE,
} from './ensure-demo.ts';
export { planDemo } from './model/demo-plan.ts';
