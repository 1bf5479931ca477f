import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';

export type SliderOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** The slide a key press goes to, or null for keys the slider does not use. */
export function slideForKey(key: string, selected: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, selected - 1);
    case 'ArrowRight':
      return Math.min(count - 1, selected + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Slides whose media may load: the ones seen so far and the neighbours of the selected one. */
export function slidesToLoad(seen: ReadonlySet<number>, selected: number, count: number): Set<number> {
  const wanted = new Set(seen);
  for (const index of [selected - 1, selected, selected + 1]) {
    if (index >= 0 && index < count) wanted.add(index);
  }
  return wanted;
}

/**
 * An Embla slider (swipe and drag come from Embla) with its selected slide, the slides allowed to
 * load, and arrow/Home/End keys for the element that holds the focus.
 */
export function useSlider(count: number, options: SliderOptions = {}) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(options.startIndex ?? 0);
  const [loadable, setLoadable] = useState(() => slidesToLoad(new Set(), options.startIndex ?? 0, count));

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      setLoadable((seen) => slidesToLoad(seen, index, count));
    };
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, count]);

  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const target = slideForKey(event.key, selected, count);
      if (target === null) return;
      event.preventDefault();
      api?.scrollTo(target);
    },
    [api, selected, count],
  );

  return { viewportRef, api, selected, loadable, goTo, previous, next, onKeyDown };
}
