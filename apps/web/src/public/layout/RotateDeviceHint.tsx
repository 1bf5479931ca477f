import { MOBILE_BREAKPOINT } from '@vitrine/core/orbital';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation } from '../../routes/router.tsx';
import {
  markRotateHintSeen,
  ROTATE_HINT_DURATION_MS,
  rotateHintSeen,
  rotateHintWanted,
} from './rotate-hint.ts';

const PORTRAIT_SMALL = `(orientation: portrait) and (max-width: ${MOBILE_BREAKPOINT}px)`;

function subscribeToOrientation(onChange: () => void): () => void {
  const query = window.matchMedia(PORTRAIT_SMALL);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is a small one held taller than wide, followed as the device turns. */
function usePortraitSmall(): boolean {
  return useSyncExternalStore(
    subscribeToOrientation,
    () => window.matchMedia(PORTRAIT_SMALL).matches,
    () => false,
  );
}

/**
 * "Tournez votre appareil": on the orbital screen only, held in portrait on a small screen, once
 * per visit. It is checked again at every rotation: it appears when the device is turned upright
 * on the model, and leaves as soon as it is turned sideways. It also leaves after a few seconds,
 * at the first tap, key or focus anywhere (so it never sits over a field being filled in), when
 * closed, or when the visitor leaves the model.
 */
export function RotateDeviceHint() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const wanted = rotateHintWanted(pathname, search);
  const portrait = usePortraitSmall();
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'done'>(() =>
    rotateHintSeen() ? 'done' : 'waiting',
  );

  useEffect(() => {
    if (phase !== 'waiting' || !wanted || !portrait) return;
    markRotateHintSeen();
    setPhase('shown');
  }, [phase, wanted, portrait]);

  useEffect(() => {
    if (phase !== 'shown') return;
    if (!wanted || !portrait) {
      setPhase('done');
      return;
    }
    const hide = () => setPhase('done');
    const timer = setTimeout(hide, ROTATE_HINT_DURATION_MS);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) document.addEventListener(event, hide, { capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of events) document.removeEventListener(event, hide, { capture: true });
    };
  }, [phase, wanted, portrait]);

  if (phase !== 'shown' || !wanted || !portrait) return null;
  return (
    <div className="rotate-hint" role="note">
      <svg className="rotate-hint__phone" viewBox="0 0 40 64" width="22" height="34" aria-hidden="true">
        <rect x="2" y="2" width="36" height="60" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="20" cy="54" r="3" fill="currentColor" />
      </svg>
      <span>{t('nav.rotateDevice')}</span>
      <button
        type="button"
        className="rotate-hint__close"
        aria-label={t('common.close')}
        onClick={() => setPhase('done')}
      >
        ×
      </button>
    </div>
  );
}
