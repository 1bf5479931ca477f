import type { Db } from '../../db/database.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import { type Actor, type AnyRow, byName, type ResourceDefinition } from './resource.ts';

/** `include=floor.building,status` → { floor: { building: {} }, status: {} }. */
export type IncludeTree = { [relation: string]: IncludeTree };

export function includeTree(paths: string[]): IncludeTree {
  const tree: IncludeTree = {};
  for (const path of paths) {
    let node = tree;
    for (const part of path.split('.')) {
      node[part] ??= {};
      node = node[part];
    }
  }
  return tree;
}

export interface PresentOptions {
  db: Db;
  actor: Actor;
  ctx: PresentContext;
  registry: ReadonlyMap<string, ResourceDefinition>;
  /** Sparse fieldsets by resource name (`fields[units]=name,price`). */
  fields: Record<string, string[]>;
}

/** Rows of a resource scoped to what the actor may read. */
export function scopedSelect(resource: ResourceDefinition, options: PresentOptions) {
  let query = byName(options.db).selectFrom(resource.table).selectAll(resource.table);
  const scope = resource.scope(options.db, options.actor, 'read');
  if (scope) query = query.where(scope);
  return query;
}

function pickFields(entity: Record<string, unknown>, keep: string[] | undefined, relations: string[]) {
  if (!keep) return entity;
  const picked: Record<string, unknown> = { id: entity.id };
  for (const key of [...keep, ...relations]) if (key in entity) picked[key] = entity[key];
  const translatable = entity.translatable as Record<string, unknown> | undefined;
  if (translatable) {
    const kept = Object.fromEntries(Object.entries(translatable).filter(([field]) => keep.includes(field)));
    if (Object.keys(kept).length > 0) picked.translatable = kept;
  }
  return picked;
}

/**
 * Presents rows of a resource with the relations asked for, each loaded in one query per
 * relation and level, each within the actor's reach: an include never shows another
 * corporation's row.
 */
export async function presentRows(
  resource: ResourceDefinition,
  rows: AnyRow[],
  tree: IncludeTree,
  options: PresentOptions,
): Promise<Record<string, unknown>[]> {
  const extras = resource.loadExtras ? await resource.loadExtras(options.db, rows) : undefined;
  const entities = rows.map((row) => resource.present(row, options.ctx, extras?.get(Number(row.id))));
  const relationNames = Object.keys(tree);
  for (const name of relationNames) {
    const relation = resource.relations[name]!;
    const target = options.registry.get(relation.resource)!;
    const attach = await loadRelation(resource, rows, name, target, tree[name]!, options);
    entities.forEach((entity, index) => {
      entity[name] = attach(rows[index]!);
    });
  }
  return entities.map((entity) => pickFields(entity, options.fields[resource.name], relationNames));
}

type Attach = (parent: AnyRow) => unknown;

async function loadRelation(
  resource: ResourceDefinition,
  parents: AnyRow[],
  name: string,
  target: ResourceDefinition,
  subtree: IncludeTree,
  options: PresentOptions,
): Promise<Attach> {
  const relation = resource.relations[name]!;
  if (parents.length === 0) return () => null;
  const table = target.table;

  if (relation.kind === 'belongsTo') {
    const ids = [...new Set(parents.map((row) => row[relation.foreignKey]).filter((id) => id !== null))];
    const rows =
      ids.length === 0 ? [] : await scopedSelect(target, options).where(`${table}.id`, 'in', ids).execute();
    const presented = await presentRows(target, rows, subtree, options);
    const byId = new Map(rows.map((row, index) => [row.id, presented[index]]));
    return (parent) => byId.get(parent[relation.foreignKey]) ?? null;
  }

  let rows: AnyRow[];
  let parentOf: (row: AnyRow) => unknown;
  const parentIds = parents.map((row) => row.id);
  if (relation.kind === 'hasMany') {
    let query = scopedSelect(target, options).where(`${table}.${relation.foreignKey}`, 'in', parentIds);
    for (const column of target.defaultSort) query = query.orderBy(`${table}.${column}`);
    rows = await query.orderBy(`${table}.id`).execute();
    parentOf = (row) => row[relation.foreignKey];
  } else {
    let query = relation.load(options.db, parents);
    const scope = target.scope(options.db, options.actor, 'read');
    if (scope) query = query.where(scope);
    rows = await query.orderBy(`${table}.id`).execute();
    parentOf = (row) => row[relation.parentKey];
  }
  const presented = await presentRows(target, rows, subtree, options);
  const groups = new Map<unknown, unknown[]>();
  rows.forEach((row, index) => {
    const key = parentOf(row);
    const group = groups.get(key);
    if (group) group.push(presented[index]);
    else groups.set(key, [presented[index]]);
  });
  const many = relation.kind === 'hasMany' || relation.many;
  return (parent) => (many ? (groups.get(parent.id) ?? []) : (groups.get(parent.id)?.[0] ?? null));
}
