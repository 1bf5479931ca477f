import { useQueryClient } from '@tanstack/react-query';
import type { TKioskState } from '@vitrine/core/kiosk/kiosk-link-schema';
import { kioskIdleMs } from '@vitrine/core/kiosk/kiosk-settings';
import type { SettingLike } from '@vitrine/core/settings';
import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../api/http.ts';
import { DEFAULT_LANGUAGE } from '../../i18n/setup.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useNavigate } from '../../routes/router.tsx';
import { forgetVisitor } from './forget-visitor.ts';
import { IdleWatch } from './idle-watch.ts';
import { holdPage } from './kiosk-guards.ts';
import { kioskStore } from './kiosk-state.ts';
import { registerKioskStrings } from './kiosk-strings.ts';
import './kiosk.css';

/** Signs of a visitor at the screen. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'input'] as const;
const TICK_MS = 500;

interface Props {
  settings: readonly SettingLike[];
  /** The site's setting makes every browser a kiosk; otherwise the server checks this browser's pass. */
  bySetting: boolean;
}

/**
 * Kiosk mode (issue 15 point 4), loaded only on a screen that may be one (KioskGate): once the
 * site's setting or the server (GET /kiosk, the pass) says so, the page goes full screen with large
 * controls and no way out, and after the idle delay without a touch the visitor is forgotten.
 */
export default function KioskMode({ settings, bySetting }: Props) {
  const [idleMs, setIdleMs] = useState<number | null>(null);
  useEffect(() => {
    if (bySetting) {
      setIdleMs(kioskIdleMs(settings));
      return;
    }
    let current = true;
    getJson<{ data: TKioskState }>('/kiosk')
      .then(({ data }) => {
        if (current && data.active) setIdleMs(data.idle_ms);
      })
      .catch(() => {
        // no answer: this screen stays an ordinary page
      });
    return () => {
      current = false;
    };
  }, [bySetting, settings]);
  return idleMs === null ? null : <ActiveKiosk idleMs={idleMs} />;
}

function ActiveKiosk({ idleMs }: { idleMs: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState<number | null>(null);

  useEffect(() => {
    registerKioskStrings();
    const root = document.documentElement;
    root.classList.add('kiosk');
    kioskStore.set((state) => ({ ...state, active: true }));
    const release = holdPage(document, window.location.origin);
    return () => {
      release();
      root.classList.remove('kiosk');
      kioskStore.set((state) => ({ ...state, active: false }));
    };
  }, []);

  /** Everything back to the home page, as the next visitor should find it. */
  const startNewVisit = useCallback(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    for (const dialog of document.querySelectorAll('dialog')) if (dialog.open) dialog.close();
    forgetVisitor();
    queryClient.getMutationCache().clear();
    if (i18n.language !== DEFAULT_LANGUAGE) void i18n.changeLanguage(DEFAULT_LANGUAGE);
    // the public layout keys its pages on the visit: sheets, filters and forms mount afresh
    kioskStore.set((state) => ({ ...state, visit: state.visit + 1 }));
    navigate('/', { replace: true });
    window.scrollTo(0, 0);
  }, [i18n, navigate, queryClient]);

  useEffect(() => {
    const watch = new IdleWatch(idleMs);
    const touch = () => watch.touch(Date.now());
    for (const name of ACTIVITY) document.addEventListener(name, touch, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      const phase = watch.phase(now);
      if (phase === 'idle') {
        watch.reset();
        setWarning(null);
        startNewVisit();
      } else setWarning(phase === 'warning' ? Math.ceil(watch.remaining(now) / 1000) : null);
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY) document.removeEventListener(name, touch, { capture: true });
    };
  }, [idleMs, startNewVisit]);

  if (warning === null) return null;
  return (
    <div className="kiosk-warning" role="status">
      <p>{t('kiosk.idle.warning', { seconds: warning })}</p>
      {/* any touch keeps the visit going; the button says so */}
      <button type="button" className="button">
        {t('kiosk.idle.stay')}
      </button>
    </div>
  );
}
