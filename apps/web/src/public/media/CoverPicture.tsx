import type { ScreenPicture } from './setting-picture.ts';

/**
 * A decorative picture filling its positioned box as a cover background would (`.cover-picture`),
 * but in the HTML with its renditions, so that the browser fetches the file for the screen early.
 */
export function CoverPicture({
  picture,
  className,
  fetchPriority,
}: {
  picture: ScreenPicture;
  className?: string;
  fetchPriority?: 'high';
}) {
  return (
    <img
      className={className ? `${className} cover-picture` : 'cover-picture'}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt=""
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
