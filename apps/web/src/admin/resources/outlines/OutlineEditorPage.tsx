import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  FRAME_COUNT,
  type OverlayPoint,
  polygonAt,
  type TBuilding,
  type TUnit,
  validatePolygonFile,
} from '@vitrine/core';
import {
  canRedo,
  canUndo,
  type EditHistory,
  recordEdit,
  redoEdit,
  startHistory,
  undoEdit,
} from '@vitrine/core/outline-editing/edit-history';
import { outlineProblem } from '@vitrine/core/outline-editing/outline-shape';
import { deleteVertex } from '@vitrine/core/outline-editing/vertex-editing';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { ApiError, apiJson } from '../../api/admin-http.ts';
import { useItem, useList } from '../../api/queries.ts';
import { useLoadedContext } from '../../layout/current-context.ts';
import { Breadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useBuildingPageCrumbs } from '../../shared/building-crumbs.ts';
import { notifyError, notifySuccess } from '../../shared/notify.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useIdParam } from '../../shared/use-id-param.ts';
import { useFrameImage } from '../media/OutlinePreview.tsx';
import { fetchPolygonFile } from '../media/site-presence.ts';
import { orbitalFrameUrl, polygonFileUrl } from '../media/storage-paths.ts';
import { OutlineCanvas } from './OutlineCanvas.tsx';
import {
  copyPreviousFrame,
  deleteOutline,
  documentFromFile,
  documentProblems,
  FULL_VIEW,
  type ItemKey,
  isKeyFrame,
  itemsWithoutOutline,
  type OutlineDocument,
  removeKeyFrame,
  saveBodyOf,
  setKeyFrame,
  trackFrames,
  type ViewItems,
} from './outline-document.ts';
import { commandOfKey, type EditorCommand, SHORTCUT_LABELS } from './outline-shortcuts.ts';

/** The items each view can outline: the full view all top units and sub-buildings, a floor its units. */
function viewsOf(building: TBuilding | undefined, units: readonly TUnit[]): ViewItems[] {
  if (!building) return [];
  const unitItem = (unit: TUnit) => ({ key: `unit:${unit.id}` as ItemKey, name: unit.name });
  const top = units.filter((unit) => unit.unit_id === null);
  return [
    {
      view: FULL_VIEW,
      floorName: null,
      items: [
        ...top.map(unitItem),
        ...(building.buildings ?? []).map((sub) => ({
          key: `building:${sub.id}` as ItemKey,
          name: sub.name,
        })),
      ],
    },
    ...(building.floors ?? []).map((floor) => ({
      view: String(floor.id),
      floorName: floor.name,
      items: units.filter((unit) => unit.floor_id === floor.id).map(unitItem),
    })),
  ];
}

/**
 * /admin/building/:id/outlines — draw and fix the unit outlines of the building's views over
 * their frames: a few key frames by hand, the frames between interpolated, then corrected; saved
 * as the polygon file the public site reads (which keeps the previous file until then).
 * `?floor=<id>` opens a floor's view, `?unit=<id>` selects a unit.
 */
export function OutlineEditorPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const [search] = useSearchParams();
  const building = useItem<TBuilding>('buildings', id, ['project', 'floors', 'buildings']).data;
  const crumbs = useBuildingPageCrumbs(building, id ?? 0, t('admin.outlines.title'));
  const project = building?.project;
  useLoadedContext({ projectId: project?.id ?? null, domainId: project?.domain_id ?? null });
  const units = useList<TUnit>(
    'units',
    { pagination: false, filter: { 'floor.building.id': id ?? 0 } },
    { enabled: id !== null },
  );
  const polygonsUrl = building ? polygonFileUrl(building.id) : null;
  const file = useQuery({
    queryKey: ['outline-editor-file', polygonsUrl],
    queryFn: ({ signal }) => fetchPolygonFile(`${polygonsUrl}?v=${Date.now()}`, signal),
    enabled: polygonsUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorContext: 'silent' },
  });
  const views = useMemo(() => viewsOf(building, units.data?.data ?? []), [building, units.data]);

  const [history, setHistory] = useState<EditHistory<OutlineDocument> | null>(null);
  const [saved, setSaved] = useState<OutlineDocument | null>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const [view, setView] = useState<string>(search.get('floor') ?? FULL_VIEW);
  const [frame, setFrame] = useState(0);
  const [selected, setSelected] = useState<ItemKey | null>(
    search.get('unit') ? (`unit:${search.get('unit')}` as ItemKey) : null,
  );
  const [draft, setDraft] = useState<OverlayPoint[] | null>(null);
  const [activeVertex, setActiveVertex] = useState<number | null>(null);
  const [snap, setSnap] = useState(true);
  const [saving, setSaving] = useState(false);

  const ready = building !== undefined && units.data !== undefined && file.isFetched;
  useEffect(() => {
    if (!ready || history || !building) return;
    const loaded = documentFromFile(file.data ?? null, building.name, views);
    setHistory(startHistory(loaded.doc));
    setSaved(loaded.doc);
    setUnmatched(loaded.unmatched);
  }, [ready, history, building, file.data, views]);

  const doc = history?.present ?? null;
  const dirty = doc !== null && doc !== saved;
  const edit = useCallback(
    (change: (current: OutlineDocument) => OutlineDocument) =>
      setHistory((current) => (current ? recordEdit(current, change(current.present)) : current)),
    [],
  );

  const viewItems = views.find((candidate) => candidate.view === view) ?? views[0];
  const names = useMemo(
    () => new Map(views.flatMap((candidate) => candidate.items.map((item) => [item.key, item.name]))),
    [views],
  );
  const tracks = doc?.[view] ?? {};
  const framesByItem = useMemo(
    () =>
      Object.entries(tracks).map(([item, track]) => ({ item: item as ItemKey, frames: trackFrames(track) })),
    [tracks],
  );
  const selectedFrames = framesByItem.find((entry) => entry.item === selected)?.frames ?? null;
  const selectedTrack = selected ? tracks[selected] : undefined;
  const current = selectedFrames?.[frame] ?? [];
  const others = framesByItem
    .filter((entry) => entry.item !== selected)
    .map((entry) => ({ name: names.get(entry.item) ?? '?', points: entry.frames[frame] ?? [] }));
  const problems = useMemo(() => (doc ? documentProblems(doc) : []), [doc]);
  const missing = doc && viewItems ? itemsWithoutOutline(doc, viewItems) : [];

  const floorId = view === FULL_VIEW ? null : Number(view);
  const frameView = { buildingId: id ?? 0, floorId };
  const image = useFrameImage([
    orbitalFrameUrl(frameView, frame, 1920, 'webp'),
    orbitalFrameUrl(frameView, frame, 1920, 'jpg'),
    orbitalFrameUrl(frameView, frame, null, 'jpg'),
  ]);

  const goToFrame = (next: number) => {
    setFrame(((next % FRAME_COUNT) + FRAME_COUNT) % FRAME_COUNT);
    setDraft(null);
    setActiveVertex(null);
  };
  const select = (item: ItemKey | null) => {
    setSelected(item);
    setDraft(null);
    setActiveVertex(null);
  };
  const finishDraft = () => {
    if (!selected || !draft) return;
    if (draft.length >= 3) edit((d) => setKeyFrame(d, view, selected, frame, draft));
    setDraft(null);
  };

  const save = async () => {
    if (!doc || !id || saving) return;
    if (problems.length > 0) {
      notifyError(t('admin.outlines.saveRefused'));
      return;
    }
    setSaving(true);
    try {
      await apiJson('PUT', `/api/buildings/${id}/outlines`, { body: saveBodyOf(doc) });
      setSaved(doc);
      setUnmatched([]);
      notifySuccess(t('admin.outlines.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : null;
      const first = fields ? Object.values(fields)[0]?.[0] : undefined;
      notifyError(first ?? (error as Error).message ?? t('admin.outlines.saveRefused'));
    } finally {
      setSaving(false);
    }
  };

  const run = (command: EditorCommand) => {
    switch (command) {
      case 'undo':
        setDraft(null);
        return setHistory((h) => (h ? undoEdit(h) : h));
      case 'redo':
        setDraft(null);
        return setHistory((h) => (h ? redoEdit(h) : h));
      case 'save':
        return void save();
      case 'previousFrame':
        return goToFrame(frame - 1);
      case 'nextFrame':
        return goToFrame(frame + 1);
      case 'finishDrawing':
        return finishDraft();
      case 'cancelDrawing':
        return setDraft(null);
    }
    if (!selected) return;
    switch (command) {
      case 'redraw':
        setActiveVertex(null);
        return setDraft([]);
      case 'deleteVertex':
        if (draft) return setDraft(draft.slice(0, -1));
        if (activeVertex === null || current.length === 0) return;
        edit((d) => setKeyFrame(d, view, selected, frame, deleteVertex(current, activeVertex)));
        return setActiveVertex(null);
      case 'copyPrevious':
        return edit((d) => copyPreviousFrame(d, view, selected, frame));
      case 'hideOnFrame':
        return edit((d) => setKeyFrame(d, view, selected, frame, []));
      case 'removeKeyFrame':
        return edit((d) => removeKeyFrame(d, view, selected, frame));
    }
  };
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="slider"]')) return;
      const command = commandOfKey(event);
      if (!command) return;
      event.preventDefault();
      runRef.current(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const importFile = async (chosen: File | null) => {
    if (!chosen || !building) return;
    let json: unknown = null;
    try {
      json = JSON.parse(await chosen.text());
    } catch {
      // not JSON (a spreadsheet, an image…): refused below like any other wrong file
    }
    const checked = validatePolygonFile(json);
    if (!checked.ok) {
      notifyError(t('admin.outlines.importInvalid'));
      return;
    }
    const imported = documentFromFile(checked.polygons, building.name, views);
    edit(() => imported.doc);
    setUnmatched(imported.unmatched);
    setDraft(null);
    notifySuccess(t('admin.outlines.imported'));
  };

  const frameState = (at: number) => {
    if (!selectedFrames) return 'none';
    if ((selectedFrames[at] ?? []).length === 0)
      return isKeyFrame(selectedTrack, at) ? 'hidden-key' : 'hidden';
    if (outlineProblem(selectedFrames[at] ?? [])) return 'faulty';
    return isKeyFrame(selectedTrack, at) ? 'key' : 'interpolated';
  };
  const problemText = (problem: (typeof problems)[number]) => {
    const name = names.get(problem.item) ?? problem.item;
    if (problem.problem === 'hidden') return t('admin.outlines.problemHidden', { name });
    return problem.problem === 'empty'
      ? t('admin.outlines.problemEmpty', { name, frame: problem.frame })
      : t('admin.outlines.problemSelfIntersecting', { name, frame: problem.frame });
  };

  if (!id) return null;
  return (
    <Stack gap="sm">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={`${t('admin.outlines.title')} — ${building?.name ?? ''}`}>
        <Select
          aria-label={t('admin.outlines.view')}
          value={view}
          onChange={(value) => {
            setView(value ?? FULL_VIEW);
            select(null);
          }}
          allowDeselect={false}
          data={[
            { value: FULL_VIEW, label: t('admin.outlines.full') },
            ...(building?.floors ?? []).map((floor) => ({ value: String(floor.id), label: floor.name })),
          ]}
        />
        <Badge color={dirty ? 'orange' : 'teal'} variant="light" data-testid="outline-save-state">
          {dirty ? t('admin.outlines.unsaved') : t('admin.outlines.upToDate')}
        </Badge>
        <FileButton onChange={(chosen) => void importFile(chosen)} accept="application/json,.json">
          {(props) => (
            <Button variant="default" {...props}>
              {t('admin.outlines.import')}
            </Button>
          )}
        </FileButton>
        <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
          {t('admin.outlines.save')}
        </Button>
      </PageHeader>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => run('undo')}
          disabled={!history || !canUndo(history)}
        >
          {t('admin.outlines.undo')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => run('redo')}
          disabled={!history || !canRedo(history)}
        >
          {t('admin.outlines.redo')}
        </Button>
        <Button size="xs" variant="default" onClick={() => run('redraw')} disabled={!selected}>
          {t('admin.outlines.redraw')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => run('finishDrawing')}
          disabled={!draft || draft.length < 3}
        >
          {t('admin.outlines.finish')}
        </Button>
        <Button size="xs" variant="default" onClick={() => run('copyPrevious')} disabled={!selected}>
          {t('admin.outlines.copyPrevious')}
        </Button>
        <Button size="xs" variant="default" onClick={() => run('hideOnFrame')} disabled={!selected}>
          {t('admin.outlines.hideOnFrame')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => run('removeKeyFrame')}
          disabled={!selected || !isKeyFrame(selectedTrack, frame)}
        >
          {t('admin.outlines.removeKeyFrame')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => run('deleteVertex')}
          disabled={activeVertex === null}
        >
          {t('admin.outlines.deleteVertex')}
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          onClick={() => selected && edit((d) => deleteOutline(d, view, selected))}
          disabled={!selectedTrack}
        >
          {t('admin.outlines.deleteOutline')}
        </Button>
        <Checkbox
          size="xs"
          label={t('admin.outlines.snap')}
          checked={snap}
          onChange={(event) => setSnap(event.currentTarget.checked)}
        />
      </Group>
      <div className="admin-outline-editor">
        <Stack gap="xs">
          <OutlineCanvas
            label={t('admin.outlines.frameOf', { frame, total: FRAME_COUNT - 1 })}
            frame={frame}
            image={image}
            others={others}
            selected={
              selected
                ? {
                    name: names.get(selected) ?? '',
                    points: current,
                    faulty: outlineProblem(current) !== null,
                  }
                : null
            }
            draft={draft}
            snap={snap}
            activeVertex={activeVertex}
            onActiveVertex={setActiveVertex}
            onDraft={setDraft}
            onFinishDraft={finishDraft}
            onChange={(points) => selected && edit((d) => setKeyFrame(d, view, selected, frame, points))}
            onPick={(at) => {
              const hit = polygonAt(
                at,
                framesByItem.map((entry) => ({ item: entry.item, points: entry.frames[frame] ?? [] })),
              );
              if (hit) select(hit.item);
            }}
          />
          {!image && (
            <Text size="sm" c="dimmed">
              {t('admin.outlines.noFrames')}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {!selected
              ? t('admin.outlines.noItem')
              : draft || current.length === 0
                ? t('admin.outlines.drawHint')
                : t('admin.outlines.editHint')}
          </Text>
          <fieldset className="admin-outline-frames" aria-label={t('admin.outlines.frames')}>
            {Array.from({ length: FRAME_COUNT }, (_, at) => {
              const state = frameState(at);
              return (
                <UnstyledButton
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 29 frames are fixed
                  key={at}
                  className="admin-outline-frame"
                  data-state={state}
                  aria-pressed={at === frame}
                  aria-label={`${t('admin.outlines.frame', { frame: at })}${
                    state === 'key' || state === 'hidden-key' ? `, ${t('admin.outlines.keyFrame')}` : ''
                  }`}
                  onClick={() => goToFrame(at)}
                >
                  {at}
                </UnstyledButton>
              );
            })}
          </fieldset>
        </Stack>
        <Stack gap="xs">
          <Paper withBorder p="xs">
            <Title order={5} mb="xs">
              {t('admin.outlines.items')}
            </Title>
            <Stack gap={2} className="admin-outline-items">
              {(viewItems?.items ?? []).map((item) => {
                const without = missing.some((candidate) => candidate.key === item.key);
                return (
                  <UnstyledButton
                    key={item.key}
                    className="admin-outline-item"
                    aria-pressed={item.key === selected}
                    onClick={() => select(item.key)}
                  >
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <span>{item.name}</span>
                      {without && (
                        <Badge size="xs" color="red" variant="light">
                          {t('admin.outlines.withoutOutline')}
                        </Badge>
                      )}
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Stack>
          </Paper>
          {problems.length > 0 && (
            <Alert color="red" title={t('admin.outlines.problems')} data-testid="outline-problems">
              <List size="xs">
                {problems.slice(0, 20).map((problem) => (
                  <List.Item key={`${problem.view}-${problem.item}-${problem.frame}`}>
                    <UnstyledButton
                      fz="xs"
                      onClick={() => {
                        setView(problem.view);
                        select(problem.item);
                        if (problem.frame !== null) goToFrame(problem.frame);
                      }}
                    >
                      {problemText(problem)}
                    </UnstyledButton>
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {unmatched.length > 0 && (
            <Alert color="yellow" title={t('admin.outlines.unmatched')}>
              <Text size="xs">{unmatched.join(', ')}</Text>
            </Alert>
          )}
          <Paper withBorder p="xs">
            <Title order={6} mb={4}>
              {t('admin.outlines.shortcuts')}
            </Title>
            <SimpleGrid cols={2} spacing={2} verticalSpacing={0}>
              {SHORTCUT_LABELS.map(([command, keys]) => (
                <Text key={command} size="xs">
                  <b>{keys}</b> {t(`admin.outlines.shortcut.${command}`)}
                </Text>
              ))}
            </SimpleGrid>
          </Paper>
        </Stack>
      </div>
    </Stack>
  );
}
