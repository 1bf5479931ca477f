/** Bump when the generator's output changes: a stored demo with another version is generated again. */
export const DEMO_VERSION = 3;
export const DEFAULT_SEED = 20_251_121;
export const DEMO_PASSWORD = 'vitrine-demo';
