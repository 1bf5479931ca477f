/** The API bases of back office §7 and how toasts name each one (French gender for "créé(e)"). */
export const RESOURCES = {
  users: { label: 'admin.resources.user', female: false },
  settings: { label: 'admin.resources.setting', female: false },
  projects: { label: 'admin.resources.project', female: false },
  buildings: { label: 'admin.resources.building', female: false },
  floors: { label: 'admin.resources.floor', female: false },
  units: { label: 'admin.resources.unit', female: true },
  statuses: { label: 'admin.resources.status', female: false },
  categories: { label: 'admin.resources.category', female: true },
  files: { label: 'admin.resources.file', female: true },
  contacts: { label: 'admin.resources.contact', female: false },
  corporations: { label: 'admin.resources.corporation', female: true },
  domains: { label: 'admin.resources.domain', female: false },
  videos: { label: 'admin.resources.video', female: true },
  tours: { label: 'admin.resources.tour', female: false },
  pages: { label: 'admin.resources.page', female: true },
} as const;

export type ResourceName = keyof typeof RESOURCES;

export function apiBase(resource: ResourceName): string {
  return `/api/${resource}`;
}
