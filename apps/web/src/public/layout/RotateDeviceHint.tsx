import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The hint leaves by itself after a while; it can also be closed. */
const HINT_DURATION_MS = 8000;

/** Shown by CSS only when the window is taller than wide, with a turning phone; can be dismissed. */
export function RotateDeviceHint() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDismissed(true), HINT_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (dismissed) return null;
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
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
    </div>
  );
}
