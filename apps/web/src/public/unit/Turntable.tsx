import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner.tsx';

interface Props {
  images: readonly string[];
  /** Higher is slower: the frame changes every width / images / sensitivity px of drag. */
  sensitivity?: number;
  alt: string;
}

/** A 360° turntable: preloads every image (spinner meanwhile), then dragging or arrow keys turn it. */
export function Turntable({ images, sensitivity = 1, alt }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    setReady(false);
    Promise.all(
      images.map((src) => {
        const image = new Image();
        image.src = src;
        return image.decode().catch(() => console.error('Erreur de chargement image 360°', src));
      }),
    ).finally(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [images]);

  const count = images.length;
  const turn = (step: number) => setIndex((current) => (((current + step) % count) + count) % count);
  const pxPerImage = () => Math.max(2, (boxRef.current?.clientWidth ?? 600) / count / sensitivity);

  if (!ready) return <Spinner label={t('front.loading360')} />;
  return (
    <div
      ref={boxRef}
      className="turntable"
      role="img"
      aria-label={`${alt} — ${t('v360.dragHint')}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the turntable turns with arrow keys
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') turn(-1);
        if (event.key === 'ArrowRight') turn(1);
      }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, start: index };
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        const steps = Math.trunc((event.clientX - drag.current.x) / pxPerImage());
        setIndex((((drag.current.start - steps) % count) + count) % count);
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
    >
      <img src={images[index]} alt="" draggable={false} />
    </div>
  );
}
