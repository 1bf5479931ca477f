import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { registerMediaStrings } from '../../../i18n/media-strings.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PlaceholderScreen } from '../../../ui/PlaceholderScreen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { fetchTour } from './fetch-tour.ts';
import { type PanoramaPlan, planPanorama } from './tour-nodes.ts';
import './panorama.css';

registerMediaStrings();

type StageModule = typeof import('./panorama-stage.ts');

/** The tour.xml at `url`, fetched once and kept; null when there is no tour (spec §7). */
function useTourPlan(url: string) {
  const query = useQuery({
    queryKey: ['tour-xml', url],
    queryFn: async ({ signal }) => {
      const tour = await fetchTour(url, { signal });
      return tour ? planPanorama(tour) : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });
  if (query.isError) console.error(`Panorama: ${url} cannot be read`, query.error);
  return query;
}

/**
 * A full-screen panorama page fed from a krpano tour.xml: a spinner while the file loads, the
 * "Pas de contenu ici" placeholder when there is no tour, otherwise the site's one viewer.
 */
export function PanoramaScreen({ url, title }: { url: string; title: string }) {
  const query = useTourPlan(url);
  if (query.isPending) return <Spinner fullScreen />;
  const plan = query.isError ? null : query.data;
  if (!plan) return query.isFetching ? <Spinner fullScreen /> : <PlaceholderScreen title={title} />;
  return <PanoramaView plan={plan} title={title} switching={query.isPlaceholderData} />;
}

function useViewerLabels(): Record<string, string> {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language
  return useMemo(
    () => t('media.panorama.viewer', { returnObjects: true }) as Record<string, string>,
    [t, i18n.language],
  );
}

function PanoramaView({ plan, title, switching }: { plan: PanoramaPlan; title: string; switching: boolean }) {
  const { t } = useTranslation();
  const slotRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<StageModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [sceneId, setSceneId] = useState(plan.startNodeId);
  const labels = useViewerLabels();
  const labelsRef = useRef(labels);

  useEffect(() => {
    let alive = true;
    import('./panorama-stage.ts').then(
      (module) => alive && setStage(module),
      (error: unknown) => {
        console.error('Panorama: the viewer cannot be loaded', error);
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const slot = slotRef.current;
    if (!stage || !slot) return;
    stage.attachStage(slot);
    const stopListening = stage.onSceneChange(setSceneId);
    return () => {
      stopListening();
      stage.detachStage(slot);
    };
  }, [stage]);

  useEffect(() => {
    if (!stage) return;
    setSceneId(plan.startNodeId);
    // On failure the viewer shows its own "cannot be loaded" message over the panorama.
    stage
      .showPanorama(plan, labelsRef.current)
      .catch((error: unknown) => console.error('Panorama: the first scene cannot be loaded', error));
  }, [stage, plan]);

  useEffect(() => {
    if (labelsRef.current === labels) return;
    labelsRef.current = labels;
    stage?.setViewerLabels(labels);
  }, [stage, labels]);

  const busy = switching || (!stage && !failed);
  return (
    <main id="main" className="panorama-page">
      <h1 className="sr-only">{title}</h1>
      <section className="panorama-page__viewer" aria-label={t('media.panorama.region')} aria-busy={busy}>
        <div ref={slotRef} className="panorama-page__slot" />
        {busy && (
          <div className="panorama-page__busy">
            <Spinner label={t('media.panorama.loading')} />
          </div>
        )}
        {failed && (
          <p className="panorama-page__error" role="alert">
            {t('media.panorama.error')}
          </p>
        )}
      </section>
      {plan.nodes.length > 1 && (
        <nav className="panorama-scenes" aria-label={t('media.panorama.scenes')}>
          <ul>
            {plan.nodes.map((node) => (
              <li key={node.id}>
                <button
                  type="button"
                  className="panorama-scenes__button"
                  aria-current={node.id === sceneId ? 'true' : undefined}
                  aria-label={t('media.panorama.showScene', { title: node.caption })}
                  onClick={() => stage?.goToScene(node.id)}
                >
                  {node.thumbnail ? <img src={node.thumbnail} alt="" loading="lazy" /> : null}
                  <span>{node.caption}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
