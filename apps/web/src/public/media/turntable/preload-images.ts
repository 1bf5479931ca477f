export interface PreloadProgress {
  settled: number;
  failed: number;
  total: number;
}

/** Loads and decodes one image in the browser; resolves with it or rejects on error. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      image.decode().then(
        () => resolve(image),
        () => resolve(image),
      );
    };
    image.onerror = () => reject(new Error(`image ${url} failed to load`));
    image.src = url;
  });
}

/**
 * Loads every URL in parallel and reports progress after each; a failure is logged and counted,
 * never thrown, so the caller can stop its spinner (spec §8).
 */
export async function preloadAll<T>(
  urls: readonly string[],
  onProgress: (progress: PreloadProgress) => void,
  load: (url: string) => Promise<T> = loadImage as (url: string) => Promise<T>,
): Promise<(T | null)[]> {
  const progress: PreloadProgress = { settled: 0, failed: 0, total: urls.length };
  onProgress({ ...progress });
  return Promise.all(
    urls.map(async (url) => {
      try {
        return await load(url);
      } catch (error) {
        progress.failed += 1;
        console.error('360 view: image preload failed', url, error);
        return null;
      } finally {
        progress.settled += 1;
        onProgress({ ...progress });
      }
    }),
  );
}
