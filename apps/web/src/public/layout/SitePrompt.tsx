import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useDomainFlag } from '../domain-settings.ts';

const PromptModal = lazy(() =>
  import('./PromptModal.tsx').then((module) => ({ default: module.PromptModal })),
);

/**
 * The site's welcome prompt where its with-modal setting is on. It only ever opens once the page is
 * alive (never in the server's HTML), so its code loads then, and only on the sites that have one.
 */
export function SitePrompt() {
  const wanted = useDomainFlag('with-modal');
  const hydrated = useHydrated();
  if (!wanted || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PromptModal />
    </Suspense>
  );
}
