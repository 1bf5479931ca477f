import { FRAME_COUNT, loadingPercent } from '@vitrine/core/orbital';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../ui/create-store.ts';
import type { OrbitalEngine } from './orbital-engine.ts';

/** Percentage of frames loaded; it does not block the model, which turns while frames stream in. */
export function FrameProgress({ engine }: { engine: OrbitalEngine }) {
  const { t } = useTranslation();
  const settled = useStore(engine.progress, (count) => count);
  if (settled >= FRAME_COUNT) return null;
  const percent = loadingPercent(settled);
  return (
    <div
      className="frame-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={t('common.loading')}
    >
      <div className="frame-progress__bar" style={{ width: `${percent}%` }} />
      <span className="frame-progress__label">{t('orbital.loading', { percent })}</span>
    </div>
  );
}
