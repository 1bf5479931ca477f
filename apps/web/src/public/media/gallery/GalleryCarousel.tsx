import type { TGalleryFile } from '@vitrine/core';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { registerMediaStrings } from '../../../i18n/media-strings.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { showDefaultImage } from '../../../ui/default-image.ts';
import { useSlider } from '../carousel/use-slider.ts';
import { srcSetOf } from '../responsive-image.ts';
import './gallery.css';

registerMediaStrings();

/** Thumbnails shown at once in the strip (spec §9), with a 10 px gap set in gallery.css. */
export const GALLERY_THUMBS_VISIBLE = 4;

/**
 * The gallery: a main carousel (swipe, drag, arrow keys, previous/next buttons) and a strip of
 * thumbnails that follows it. Pictures load when their slide or a neighbour is shown.
 */
export function GalleryCarousel({ files, title }: { files: readonly TGalleryFile[]; title: string }) {
  const { t } = useTranslation();
  const count = files.length;
  const main = useSlider(count, { loop: false });
  const [thumbsRef, thumbsApi] = useEmblaCarousel({ containScroll: 'keepSnaps', dragFree: true });

  useEffect(() => {
    thumbsApi?.scrollTo(main.selected);
  }, [thumbsApi, main.selected]);

  return (
    <>
      <section
        className="gallery"
        aria-roledescription="carousel"
        aria-label={t('media.gallery.region')}
        onKeyDown={main.onKeyDown}
      >
        <div className="gallery__viewport" ref={main.viewportRef}>
          <ul className="gallery__track">
            {files.map((file, index) => (
              <li
                key={file.id}
                className="gallery__slide"
                aria-roledescription="slide"
                aria-label={t('media.gallery.slide', { number: index + 1, count })}
                aria-hidden={index !== main.selected}
              >
                {main.loadable.has(index) ? (
                  <img
                    src={file.file.url}
                    srcSet={srcSetOf(file.file)}
                    sizes="100vw"
                    alt={t('media.gallery.alt', { title, number: index + 1, count })}
                    loading={index === main.selected ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    onError={showDefaultImage}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="gallery__arrow gallery__arrow--previous"
          onClick={main.previous}
          aria-disabled={main.selected === 0}
          aria-label={t('common.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="gallery__arrow gallery__arrow--next"
          onClick={main.next}
          aria-disabled={main.selected >= count - 1}
          aria-label={t('common.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
        <p className="gallery__counter" aria-live="polite">
          {t('media.gallery.slide', { number: main.selected + 1, count })}
        </p>
      </section>
      <nav className="gallery-thumbs" aria-label={t('media.gallery.thumbnails')}>
        <div className="gallery-thumbs__viewport" ref={thumbsRef}>
          <ul className="gallery-thumbs__track">
            {files.map((file, index) => (
              <li key={file.id} className="gallery-thumbs__slide">
                <button
                  type="button"
                  className="gallery-thumbs__button"
                  aria-current={index === main.selected ? 'true' : undefined}
                  aria-label={t('media.gallery.showImage', { number: index + 1 })}
                  onClick={() => main.goTo(index)}
                >
                  <img
                    src={file.thumb?.url ?? file.file.url}
                    onError={showDefaultImage}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
