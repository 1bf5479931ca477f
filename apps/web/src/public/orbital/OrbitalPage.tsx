import type { TUnit } from '@vitrine/core';
import { canOpenUnit, showTooltip } from '@vitrine/core/display-rules';
import { flag, settingNumber } from '@vitrine/core/settings';
import { INITIAL_SIDEBAR_STATE, sidebarReducer } from '@vitrine/core/sidebar-state';
import {
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { usePageCookies, usePageHost } from '../../app/page-request.ts';
import { Redirect } from '../../app/Redirect.tsx';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { orbitalPath } from '../../routes/paths.ts';
import { useNavigate, useParams, useSearchParams } from '../../routes/router.tsx';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { showToast } from '../../ui/toast.tsx';
import { useIsMobile } from '../../ui/use-media-query.ts';
import { useDomainFlag } from '../domain-settings.ts';
import { pageFlag } from '../page-query.ts';
import { ControlsOverlay, controlsSeen, rememberControlsSeen } from './ControlsOverlay.tsx';
import { frameFolder } from './frame-url.ts';
import { OrbitalControls } from './OrbitalControls.tsx';
import { OrbitalHeader } from './OrbitalHeader.tsx';
import { OrbitalLegend } from './OrbitalLegend.tsx';
import { OrbitalViewer } from './OrbitalViewer.tsx';
import { buildOutlines, type Outline } from './outline-model.ts';
import { outlineShapes } from './outline-styles.ts';
import { PlaceNotFoundNotice } from './PlaceNotFoundNotice.tsx';
import { usePolygonFile } from './polygon-file.ts';
import { floorOfUnit, type OrbitalPlace, projectPathName, resolveOrbitalPlace } from './resolve-place.ts';
import './orbital.css';

/** Filters, results and the unit sheet load after the model: they are not needed to show it. */
const OrbitalSidebar = lazy(() => import('../sidebar/OrbitalSidebar.tsx'));

/** What the hover tooltip says: no outline can be hovered before the model's first frame, when it loads. */
const loadTooltipBody = () => import('./TooltipBody.tsx').then((module) => ({ default: module.TooltipBody }));
const TooltipBody = lazy(loadTooltipBody);

/** orbital-show: /orbital/{project?}/{building?}/{floor?}/{unit?} (front office §2 and §4). */
export function OrbitalPage() {
  const { t } = useTranslation();
  const domain = useDomain();
  const { project, building, floor, unit } = useParams();
  const [query] = useSearchParams();
  const host = usePageHost();
  const place = useMemo(
    () => resolveOrbitalPlace(domain, { project, building, floor, unit }, host),
    [domain, project, building, floor, unit, host],
  );
  const missing = !place;
  useEffect(() => {
    if (missing) {
      console.error(t('errors.noProject'));
      showToast(t('errors.noProject'), 'error');
    }
  }, [missing, t]);
  if (!place) return <PlaceholderScreen />;
  if (place.renamed) {
    const current = orbitalPath({
      project: projectPathName(place.project),
      building: place.building.name,
      floor: place.floor?.name,
      unit: place.unit?.name,
      showUnit: pageFlag(query, 'showUnit'),
    });
    return <Redirect to={current} />;
  }
  return <OrbitalScreen place={place} />;
}

function OrbitalScreen({ place }: { place: OrbitalPlace }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const mobile = useIsMobile();
  const withFilter = useDomainFlag('with-filter');
  const { project, building, floor } = place;
  const projectName = projectPathName(project);
  const [sidebar, dispatch] = useReducer(sidebarReducer, INITIAL_SIDEBAR_STATE);
  const [matching, setMatching] = useState<ReadonlySet<string> | null>(null);
  const cookies = usePageCookies();
  // on a first visit the help is in the page from its first paint, over the model loading behind
  const [helpOpen, setHelpOpen] = useState(() => !controlsSeen(cookies));

  const folder = frameFolder(building.id, floor?.id ?? null);
  // The polygon file (about 80 KB) is downloaded from the script's start (main.tsx) or else once
  // the first frame is on screen; the outlines are shown once that frame is, then the sidebar,
  // rendered in the background a slice at a time (never one long task).
  const [framesShown, setFramesShown] = useState<string | null>(null);
  const polygons = useDeferredValue(usePolygonFile(building.id, framesShown === folder));
  const shownPolygons = framesShown === folder ? (polygons ?? null) : null;
  const modelShown = framesShown !== null;
  // The sidebar (its first layout is the page's longest) is built after the outlines went to the
  // model (or are known to be missing): built with them, it held them back by up to a second.
  const outlinesSettled = framesShown === folder && polygons !== undefined;
  const [sidebarShown, setSidebarShown] = useState(false);
  useEffect(() => {
    if (outlinesSettled) startTransition(() => setSidebarShown(true));
  }, [outlinesSettled]);
  useEffect(() => {
    if (modelShown) void loadTooltipBody();
  }, [modelShown]);
  const onFirstFrame = useCallback((shown: string) => startTransition(() => setFramesShown(shown)), []);
  const outlines = useMemo(
    () =>
      buildOutlines(
        shownPolygons,
        { building: building.name, floor: floor?.name ?? null },
        place.units,
        place.subBuildings,
      ),
    [shownPolygons, building.name, floor?.name, place.units, place.subBuildings],
  );

  const showUnitFlag = pageFlag(query, 'showUnit');
  // one rule for the model, the results rows and the links: a unit whose sheet does not open is
  // neither opened nor highlighted by its URL
  const routeUnit = place.unit && canOpenUnit(place.unit, project.settings) ? place.unit : null;
  const routeUnitId = routeUnit?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout is read when the route changes, not followed
  useEffect(() => {
    if (routeUnitId !== null && showUnitFlag) dispatch({ type: 'showUnit', unitId: routeUnitId, mobile });
    else if (routeUnitId === null) dispatch({ type: 'clearUnit' });
  }, [routeUnitId, showUnitFlag]);

  const selectUnit = useCallback(
    (unit: TUnit) => {
      const unitFloor = floorOfUnit(place, unit);
      navigate(
        orbitalPath({
          project: projectName,
          building: building.name,
          floor: unitFloor?.name ?? 'full',
          unit: unit.name,
          showUnit: true,
        }),
      );
    },
    [navigate, place, projectName, building.name],
  );

  const closeUnit = useCallback(() => {
    dispatch({ type: 'clearUnit' });
    navigate(orbitalPath({ project: projectName, building: building.name, floor: floor?.name }));
  }, [navigate, projectName, building.name, floor?.name]);

  // a search that keeps no unit clears the selection: the URL and the model's highlight follow
  const hasRouteUnit = place.unit !== null;
  const clearSelection = useCallback(() => {
    if (hasRouteUnit)
      navigate(orbitalPath({ project: projectName, building: building.name, floor: floor?.name }), {
        replace: true,
      });
  }, [navigate, hasRouteUnit, projectName, building.name, floor?.name]);

  const onActivate = useCallback(
    (outline: Outline) => {
      if (outline.kind === 'building') {
        navigate(orbitalPath({ project: projectName, building: outline.building.name }));
        return;
      }
      if (outline.kind === 'unit' && canOpenUnit(outline.unit, project.settings)) selectUnit(outline.unit);
    },
    [navigate, projectName, project.settings, selectUnit],
  );

  const selectedName = routeUnit?.name ?? null;
  const shapesFor = useCallback(
    (_engine: unknown, frame: number, hovered: string | null) =>
      outlineShapes(outlines, frame, project, { hovered, selected: selectedName, matching }),
    [outlines, project, selectedName, matching],
  );

  const describe = useCallback(
    (outline: Outline) => {
      if (outline.kind === 'building') return null;
      if (outline.kind === 'unknown')
        return (
          <Suspense fallback={null}>
            <TooltipBody unknownName={outline.name} />
          </Suspense>
        );
      if (!showTooltip(outline.unit, project.settings)) return null;
      const openable = canOpenUnit(outline.unit, project.settings);
      return (
        <Suspense fallback={null}>
          <TooltipBody
            unit={outline.unit}
            project={project}
            onOpen={openable ? () => selectUnit(outline.unit) : undefined}
          />
        </Suspense>
      );
    },
    [project, selectUnit],
  );

  const label = useCallback(
    (outline: Outline) => {
      if (outline.kind === 'building')
        return translatedField(outline.building, 'description', locale) || t('orbital.building');
      if (outline.kind === 'unit')
        return translatedField(outline.unit, 'fullname', locale) || outline.unit.name;
      return outline.name;
    },
    [locale, t],
  );

  const closeHelp = () => {
    setHelpOpen(false);
    rememberControlsSeen();
  };
  const clockwise = flag(project.settings, 'is-rotation-clockwise');
  const initialRotation = settingNumber(
    building.settings,
    'initial-rotation',
    settingNumber(project.settings, 'initial-rotation', 0),
  );

  return (
    <main id="main" className="orbital-page">
      <OrbitalViewer
        folder={folder}
        onFirstFrame={onFirstFrame}
        outlines={outlines}
        shapesFor={shapesFor}
        onActivate={onActivate}
        describe={describe}
        label={label}
        outlineVersion={locale}
        controls={(engine) => (
          <OrbitalControls
            engine={engine}
            clockwise={clockwise}
            initialRotation={initialRotation}
            onHelp={() => setHelpOpen(true)}
          />
        )}
      />
      <OrbitalHeader place={place} />
      {place.notFound && (
        <PlaceNotFoundNotice key={`${place.notFound.kind}:${place.notFound.name}`} {...place.notFound} />
      )}
      <OrbitalLegend project={project} units={place.units} />
      {sidebarShown && (
        <Suspense fallback={null}>
          <OrbitalSidebar
            key={building.id}
            place={place}
            sidebar={sidebar}
            dispatch={dispatch}
            withFilter={withFilter}
            mobile={mobile}
            onSelectUnit={selectUnit}
            onCloseUnit={closeUnit}
            onSelectionCleared={clearSelection}
            onMatchingChange={setMatching}
          />
        </Suspense>
      )}
      <ControlsOverlay open={helpOpen} onClose={closeHelp} />
    </main>
  );
}
