import { loadDemoModel } from '../../e2e/src/public/demo-model.ts';

/** A shareable unit page of the demo (an available unit of building "a", its sheet open). */
export async function demoUnitPath(baseUrl: string): Promise<string> {
  const model = await loadDemoModel(baseUrl);
  const domain = (await (await fetch(`${baseUrl}/domain?translatable=1`)).json()) as {
    data: { projects: { name: string; translatable?: { name?: { fr?: string } } }[] };
  };
  const project = domain.data.projects[0];
  const projectPath = (project?.translatable?.name?.fr || project?.name || '').toLowerCase();
  const unit = model.units.find((candidate) => candidate.status_id === 1 && candidate.unit_id === null);
  if (!unit) throw new Error('the demo has no available unit');
  return `/orbital/${encodeURIComponent(projectPath)}/a/${encodeURIComponent(unit.floorName)}/${encodeURIComponent(unit.name)}?showUnit=true`;
}
