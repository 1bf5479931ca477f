/**
 * What a picture is for decides how big it is kept (decisions.md "Upload limits per use"): a
 * larger picture is scaled down on arrival to `maxEdge` pixels on its longer side, and is refused
 * (422) only when it still weighs more than `maxBytes` after that. Every picture also passes the
 * upload limits of its kind (UPLOAD_MAX_IMAGE_MB, 4096 × 3072 pixels) when it is sent.
 */
export const UPLOAD_USES = {
  /** Logos of the site, the project and the back office: shown at most ~300 px wide. */
  logo: { maxEdge: 1200, maxBytes: 2 * 1024 * 1024 },
  /** Full-width pictures: the home splash image, the contact page's picture. */
  picture: { maxEdge: 2560, maxBytes: 8 * 1024 * 1024 },
  /** Video and tour thumbnails. */
  thumb: { maxEdge: 1280, maxBytes: 4 * 1024 * 1024 },
  /** 2D and 3D plans of a unit: read zoomed in, so kept large. */
  plan: { maxEdge: 4096, maxBytes: 20 * 1024 * 1024 },
} as const;

export type UploadUse = keyof typeof UPLOAD_USES;

/** Megabytes as people read them ("2 Mo"), from bytes. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
