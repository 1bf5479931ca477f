import { ROLE, type TUser } from '@vitrine/core';
import { adminPaths } from '../admin-paths.ts';
import type { CurrentContext } from './current-context.ts';

export interface MenuEntry {
  key: string;
  /** Catalogue key of the label. */
  label: string;
  to: string;
}

/**
 * The side menu of back office §2: Corporations for root or the user's own Corporation,
 * Projects, the domain's Galerie/Videos/Tours once a domain is loaded, the project's
 * Categories/Status once a project is loaded, then Units, Contacts, Analytics, Settings and Users.
 */
export function menuEntries(
  user: Pick<TUser, 'role' | 'corporation_id'>,
  context: CurrentContext,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (user.role === ROLE.ROOT) {
    entries.push({ key: 'corporations', label: 'admin.menu.corporations', to: adminPaths.corporations });
  } else if (user.corporation_id) {
    entries.push({
      key: 'corporation',
      label: 'admin.menu.corporation',
      to: adminPaths.corporation(user.corporation_id),
    });
  }
  entries.push({ key: 'projects', label: 'admin.menu.projects', to: adminPaths.projects });
  if (context.domainId) {
    entries.push(
      { key: 'gallery', label: 'admin.menu.gallery', to: adminPaths.gallery(context.domainId) },
      { key: 'videos', label: 'admin.menu.videos', to: adminPaths.videos(context.domainId) },
      { key: 'tours', label: 'admin.menu.tours', to: adminPaths.tours(context.domainId) },
    );
  }
  if (context.projectId) {
    entries.push(
      { key: 'categories', label: 'admin.menu.categories', to: adminPaths.categories(context.projectId) },
      { key: 'statuses', label: 'admin.menu.statuses', to: adminPaths.statuses(context.projectId) },
    );
  }
  entries.push(
    { key: 'units', label: 'admin.menu.units', to: adminPaths.units },
    { key: 'contacts', label: 'admin.menu.contacts', to: adminPaths.contacts },
    { key: 'analytics', label: 'admin.analytics.menu', to: adminPaths.analytics },
    { key: 'settings', label: 'admin.menu.settings', to: adminPaths.settings },
    { key: 'users', label: 'admin.menu.users', to: adminPaths.users },
  );
  return entries;
}

/** Where /admin leads: root to the corporations list, others to their corporation (or projects). */
export function homePathFor(user: Pick<TUser, 'role' | 'corporation_id'>): string {
  if (user.role === ROLE.ROOT) return adminPaths.corporations;
  return user.corporation_id ? adminPaths.corporation(user.corporation_id) : adminPaths.projects;
}
