import type { UploadUse } from '@vitrine/core/upload-uses';
import type { Expression, Kysely, SelectQueryBuilder, SqlBool, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FieldMessages } from '../../http/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import type { ClaimedUpload, UploadArea } from '../uploads/temporary-uploads.ts';

/** A table of the typed database description. */
export type TableName = keyof Database;

/**
 * The database seen by table name. The generic layer picks its table at run time
 * (`resource.table`), which Kysely can only follow through a union of every table's columns: it
 * reaches the tables through this one view, with columns untyped. Table names stay checked where
 * they are written (TableName); definitions write their own queries on the typed Db.
 */
export type DbByName = Kysely<{ [T in TableName]: AnyRow }>;
export function byName(db: Kysely<Database>): DbByName {
  return db as Kysely<Database> as DbByName;
}
// biome-ignore lint/suspicious/noExplicitAny: rows of a table chosen at run time (see DbByName)
export type AnyRow = Record<string, any>;
// biome-ignore lint/suspicious/noExplicitAny: see DbByName
export type AnySelect = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: see DbByName
export type AnyExpressionBuilder = any;
// biome-ignore lint/suspicious/noExplicitAny: see DbByName
export type AnyJoin = any;

export type Actor = SessionUser;
/** 422 messages by field; a field without messages is fine. */
export type FieldErrors = Partial<FieldMessages>;
export type Action = 'read' | 'create' | 'update' | 'delete';

/** Who may do an action; `row` is given for show, update and delete (already in the actor's scope). */
export type Rule = (actor: Actor, row?: AnyRow) => boolean;

export const ROOT = 1;
export const ADMIN = 2;

export const anyone: Rule = () => true;
export const nobody: Rule = () => false;
export const rootOnly: Rule = (actor) => actor.role === ROOT;
/** Root, or an admin (of their corporation: the scope sees to that). */
export const admins: Rule = (actor) => actor.role <= ADMIN;

export type Policy = Record<Action, Rule>;

/** A where clause on `table`'s rows, written with the expression builder. */
export type Where = (eb: AnyExpressionBuilder) => Expression<SqlBool>;

/** A list filter: narrows the query for `filter[key]=value`. */
export type Filter = (query: AnySelect, value: string, db: Db) => AnySelect;

/** A relation that `include=` may load. */
export type Relation =
  | { kind: 'belongsTo'; resource: string; foreignKey: string }
  | { kind: 'hasMany'; resource: string; foreignKey: string }
  /** Rows of `resource` for each parent id, computed by a query of its own. */
  | {
      kind: 'custom';
      resource: string;
      many: boolean;
      /** Target rows paired with the parent id they belong to; the target scope is applied after. */
      load: (db: Db, parents: AnyRow[]) => AnySelect;
      parentKey: string;
    };

/** Everything a write needs besides its input. */
export interface WriteContext {
  db: Db;
  trx: Transaction<Database>;
  actor: Actor;
  storage: StorageDriver;
  /** Where FilePond uploads wait to be claimed (on the transaction's connection inside it). */
  area: UploadArea;
  /** Uploads a hook has used: deleted from the waiting area once the change is committed. */
  used: ClaimedUpload[];
  /** The row before the change (update) — undefined on create. */
  existing: AnyRow | undefined;
}

/** A file field of a form, given as FilePond server ids (null clears it). */
export interface UploadField {
  column: string;
  /** What the file may be (checked on its content). */
  kinds: readonly UploadKind[];
  /** Storage folder of the kept file, from the row being written. */
  folder: (row: AnyRow) => string;
  /** What the picture is for: its size limits (core UPLOAD_USES); none for a file kept as sent. */
  use?: (row: AnyRow) => UploadUse | null;
  /**
   * Reworks the file before it is kept (an avatar cropped square): the reworked copy written
   * beside `file`, or null to keep the file as it was sent.
   */
  reshape?: (row: AnyRow, file: string) => Promise<ReshapedFile | null>;
}

/** A reworked upload: a local file and what it now is. */
export interface ReshapedFile {
  file: string;
  mime: string;
  extension: string;
}

/** `tiff`: a studio's picture, only ever re-encoded (orbital frames, turntables), never kept as it is. */
export type UploadKind = 'image' | 'tiff' | 'pdf' | 'video' | 'svg' | 'zip' | 'json';

export interface ResourceDefinition {
  /** Base of the routes (/api/{name}), key of `fields[…]`, `/api/sort/{name}`. */
  name: string;
  table: TableName;
  /** Which rows a non-root actor reaches: its corporation's (see scope.ts). */
  scope: (db: Db, actor: Actor, mode: 'read' | 'write') => Where | null;
  policy: Policy;
  /** Keys of the presented entity that `fields[name]=…` may pick. */
  fields: readonly string[];
  filters: Record<string, Filter>;
  /** Sort keys and the column (or expression) each sorts on. */
  sorts: Record<string, string | ((db: Db) => Expression<unknown>)>;
  /** Default order of lists. */
  defaultSort: string[];
  relations: Record<string, Relation>;
  /** Include paths clients may ask (`floor.building.project`); their prefixes are allowed too. */
  includes: readonly string[];
  input: {
    create: z.ZodType;
    /** Update keeps only the keys the body holds (a partial schema's defaults are ignored). */
    update: z.ZodType;
  };
  /** Foreign ids of the input and the resource they must name, within the actor's reach. */
  references?: Record<string, string>;
  uploads?: Record<string, UploadField>;
  /** The columns to write for a parsed input (only the keys present in it on update). */
  toRow: (
    input: Record<string, unknown>,
    context: WriteContext,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Checks that need the database (unique names, same project…): field errors, or nothing. */
  check?: (input: Record<string, unknown>, context: Omit<WriteContext, 'trx'>) => Promise<FieldErrors>;
  /** Runs in the transaction after the row is written (child rows, e.g. video formats). */
  afterWrite?: (id: number, input: Record<string, unknown>, context: WriteContext) => Promise<void>;
  /** Replaces the generic insert (e.g. a gallery picture built from an upload). */
  create?: (input: Record<string, unknown>, context: WriteContext) => Promise<number>;
  /** Ids are strings (FilePond server ids) rather than numbers. */
  stringIds?: boolean;
  /** Runs in the deletion's transaction, just before the row goes. */
  beforeDelete?: (trx: Transaction<Database>, row: AnyRow) => Promise<void>;
  /** Runs once the row is deleted (e.g. a pending upload's bytes on the local disk). */
  afterDelete?: (row: AnyRow, area: UploadArea) => Promise<void>;
  /** Storage files to delete once the row is deleted. */
  filesOf?: (row: AnyRow) => string[];
  /** Drag-and-drop order: the column written by /api/sort and the column all sorted ids must share. */
  ordering?: { column: string; group: string };
  /** Extra data a page of rows needs to be presented (e.g. video formats), by row id. */
  loadExtras?: (db: Db, rows: AnyRow[]) => Promise<Map<number, unknown>>;
  present: (row: AnyRow, ctx: PresentContext, extra?: unknown) => Record<string, unknown>;
  /**
   * Its rows belong to the public tree (every write bumps their domains' content versions, see
   * content-versions.ts), its scope is the corporation's and `present` reads the row alone: a
   * list is then served from the cache while the corporation's versions hold (list-answers.ts).
   */
  followsContentVersions?: true;
  /** Filters that read rows outside the public tree (users…): a list using one is not cached. */
  filtersBeyondTree?: readonly string[];
}

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}
