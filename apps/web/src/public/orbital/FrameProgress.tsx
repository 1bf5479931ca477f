import { FRAME_COUNT, loadingPercent } from '@vitrine/core/orbital';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CircularLoader } from '../../ui/CircularLoader.tsx';
import { useStore } from '../../ui/create-store.ts';
import type { OrbitalEngine } from './orbital-engine.ts';

/** Percentage of frames loaded; it does not block the model, which turns while frames stream in. */
export function FrameProgress({ engine }: { engine: OrbitalEngine }) {
  const { t } = useTranslation();
  const settled = useStore(engine.progress, (count) => count);
  if (settled >= FRAME_COUNT) return null;
  return (
    <CircularLoader
      className="frame-progress"
      percent={loadingPercent(settled)}
      label={t('orbital.loading', { percent: loadingPercent(settled) })}
    />
  );
}
