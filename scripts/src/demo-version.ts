/** Bump when the generator's output changes: a stored demo with another version is generated again. */
export const DEMO_VERSION = 4;
export const DEFAULT_SEED = 20_251_121;
