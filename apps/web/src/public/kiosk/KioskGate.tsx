import { isKioskSite } from '@vitrine/core/kiosk/kiosk-settings';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { hasKioskPass } from './kiosk-state.ts';

const KioskMode = lazy(() => import('./KioskMode.tsx'));

/**
 * Loads kiosk mode's code only on a screen that may be a kiosk: the site's setting is on, or the
 * browser holds a pass from a kiosk link. Every other visitor downloads nothing more.
 */
export function KioskGate() {
  const settings = useDomain().settings;
  // in the browser only, after hydration: the server renders no kiosk, and the cookie is the browser's
  const [screen, setScreen] = useState<{ pass: boolean } | null>(null);
  useEffect(() => setScreen({ pass: hasKioskPass(document.cookie) }), []);
  const bySetting = isKioskSite(settings);
  if (!screen || !(bySetting || screen.pass)) return null;
  return (
    <Suspense fallback={null}>
      <KioskMode settings={settings ?? []} bySetting={bySetting} />
    </Suspense>
  );
}
