import { ROLE } from './schemas/user.ts';
import { settingDefinition } from './settings-catalogue.ts';

/** Who acts: enough of a signed-in user to apply the role rules. */
export interface TActor {
  id: number;
  role: number;
}

type Write = 'create' | 'update' | 'delete';
const { ROOT, ADMIN, USER } = ROLE;
const ADMINS = { create: ADMIN, update: ADMIN, delete: ADMIN } as const;
const ROOTS = { create: ROOT, update: ROOT, delete: ROOT } as const;

/**
 * The highest role number (1 root, 2 admin, 4 user) allowed each write of an admin resource
 * within its corporation, whatever the row (server: the definitions' policies, checked against
 * this table; features/resources/README.md "Who may do what"). Settings and users also depend on
 * the row: `mayChangeSetting`, `mayDeleteUser`.
 */
export const WRITE_ROLES = {
  corporations: ROOTS,
  domains: ROOTS,
  projects: { create: ROOT, update: ADMIN, delete: ROOT },
  buildings: ADMINS,
  floors: ADMINS,
  categories: ADMINS,
  pages: ADMINS,
  files: ADMINS,
  videos: ADMINS,
  tours: ADMINS,
  units: { create: ADMIN, update: USER, delete: ADMIN },
  contacts: { create: ADMIN, update: USER, delete: USER },
  /** Anyone also updates their own account; see `mayDeleteUser` for deletes. */
  users: { create: ADMIN, update: ADMIN, delete: ADMIN },
} as const satisfies Record<string, Record<Write, number>>;

export type TWritableResource = keyof typeof WRITE_ROLES;

/** Whether the actor's role allows this write of the resource (the row's own rules aside). */
export function mayWrite(actor: TActor, resource: TWritableResource, action: Write): boolean {
  return actor.role <= WRITE_ROLES[resource][action];
}

/**
 * A user's own settings are theirs; a corporation's are root's, but for the few its admins set too
 * (`byAdmins` in the catalogue: the price confirmation threshold); the rest are the admins'.
 */
export function mayChangeSetting(
  actor: TActor,
  setting?: { name?: unknown; user_id?: unknown; corporation_id?: unknown; domain_id?: unknown } | null,
): boolean {
  if (setting?.user_id !== null && setting?.user_id !== undefined && Number(setting.user_id) === actor.id)
    return true;
  if (setting?.corporation_id)
    return (
      actor.role === ROOT ||
      (actor.role <= ADMIN && settingDefinition(String(setting.name ?? ''))?.byAdmins === true)
    );
  return actor.role <= ADMIN;
}

/** Admins delete accounts, never their own. */
export function mayDeleteUser(actor: TActor, user?: { id?: unknown } | null): boolean {
  return actor.role <= ADMIN && Number(user?.id) !== actor.id;
}
