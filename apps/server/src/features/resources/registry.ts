import { buildings } from './definitions/buildings.ts';
import { categories } from './definitions/categories.ts';
import { contacts } from './definitions/contacts.ts';
import { corporations } from './definitions/corporations.ts';
import { domains } from './definitions/domains.ts';
import { files } from './definitions/files.ts';
import { floors } from './definitions/floors.ts';
import { pages } from './definitions/pages.ts';
import { projects } from './definitions/projects.ts';
import { settings } from './definitions/settings.ts';
import { statuses } from './definitions/statuses.ts';
import { tours } from './definitions/tours.ts';
import { units } from './definitions/units.ts';
import { upload } from './definitions/upload.ts';
import { users } from './definitions/users.ts';
import { videos } from './definitions/videos.ts';
import type { ResourceDefinition } from './resource.ts';

/** The sixteen bases of the admin API (back office §7), by name. */
export const resourceRegistry: ReadonlyMap<string, ResourceDefinition> = new Map(
  [
    users,
    settings,
    projects,
    buildings,
    floors,
    units,
    statuses,
    categories,
    files,
    contacts,
    corporations,
    domains,
    videos,
    tours,
    pages,
    upload,
  ].map((resource) => [resource.name, resource]),
);

export function resourceNamed(name: string): ResourceDefinition | undefined {
  return resourceRegistry.get(name);
}
