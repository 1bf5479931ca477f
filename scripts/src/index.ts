export { DEFAULT_SEED, DEMO_VERSION } from './demo-version.ts';
export {
  demoSourceDir,
  type EnsureDemoOptions,
  ensureDemo,
  STAMP_FILE,
} from './ensure-demo.ts';
export { planDemo } from './model/demo-plan.ts';
