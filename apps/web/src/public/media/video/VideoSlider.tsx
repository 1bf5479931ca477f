import type { TVideo } from '@vitrine/core';
import { useEffect, useRef } from 'react';
import { registerMediaStrings } from '../../../i18n/media-strings.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { type SliderOptions, useSlider } from '../carousel/use-slider.ts';
import './video.css';

registerMediaStrings();

/** Height of the native controls band at the bottom of a player, where a drag must not swipe. */
const CONTROLS_BAND = 64;

/** A drag starting on a player's controls scrubs the video instead of moving the slider. */
const watchDrag: SliderOptions['watchDrag'] = (_api, event) => {
  const target = event.target;
  if (!(target instanceof HTMLVideoElement) || !('clientY' in event)) return true;
  const box = target.getBoundingClientRect();
  return event.clientY < box.bottom - CONTROLS_BAND;
};

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A slider of native players: the active one plays muted on its own (unless the visitor asked for
 * reduced motion), the others pause when they leave.
 */
export function VideoSlider({ videos, title }: { videos: readonly TVideo[]; title: string }) {
  const { t } = useTranslation();
  const count = videos.length;
  const slider = useSlider(count, { watchDrag });
  const players = useRef<(HTMLVideoElement | null)[]>([]);

  useEffect(() => {
    players.current.forEach((player, index) => {
      if (!player) return;
      if (index !== slider.selected) {
        player.pause();
        return;
      }
      if (prefersReducedMotion()) return;
      player.muted = true;
      player.play().catch(() => undefined);
    });
  }, [slider.selected]);

  return (
    <section
      className="video-slider"
      aria-roledescription="carousel"
      aria-label={t('media.video.region')}
      onKeyDown={(event) => !(event.target instanceof HTMLVideoElement) && slider.onKeyDown(event)}
    >
      <div className="video-slider__viewport" ref={slider.viewportRef}>
        <ul className="video-slider__track">
          {videos.map((video, index) => (
            <li
              key={video.id}
              className="video-slider__slide"
              aria-roledescription="slide"
              aria-label={t('media.video.slide', { number: index + 1, count })}
              inert={index !== slider.selected}
            >
              {/* biome-ignore lint/a11y/useMediaCaption: the domain's videos carry no caption track */}
              <video
                ref={(player) => {
                  players.current[index] = player;
                }}
                className="video-slider__player"
                controls
                playsInline
                loop
                preload={slider.loadable.has(index) ? 'metadata' : 'none'}
                poster={video.thumb?.url}
                aria-label={t('media.video.label', { title, number: index + 1 })}
              >
                {(video.formats ?? []).map((format) => (
                  <source key={format.url} src={format.url} type={format.type} />
                ))}
                {t('video.unsupported')}
              </video>
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="video-slider__arrow video-slider__arrow--previous"
            onClick={slider.previous}
            aria-disabled={slider.selected === 0}
            aria-label={t('common.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="video-slider__arrow video-slider__arrow--next"
            onClick={slider.next}
            aria-disabled={slider.selected >= count - 1}
            aria-label={t('common.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
          <nav className="video-slider__dots" aria-label={t('media.video.choose')}>
            {videos.map((video, index) => (
              <button
                key={video.id}
                type="button"
                className="video-slider__dot"
                aria-current={index === slider.selected ? 'true' : undefined}
                aria-label={t('media.video.showVideo', { number: index + 1 })}
                onClick={() => slider.goTo(index)}
              />
            ))}
          </nav>
        </>
      )}
    </section>
  );
}
