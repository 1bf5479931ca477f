/** Every back-office URL in one place (back office §2). */
export const adminPaths = {
  login: '/login',
  home: '/admin',
  notFound: '/admin/404',
  users: '/admin/users',
  settings: '/admin/settings',
  corporations: '/admin/corporations',
  corporation: (id: number | string) => `/admin/corporation/${id}`,
  domain: (id: number | string) => `/admin/domain/${id}`,
  gallery: (domainId: number | string) => `/admin/domain/${domainId}/gallery`,
  videos: (domainId: number | string) => `/admin/domain/${domainId}/videos`,
  tours: (domainId: number | string) => `/admin/domain/${domainId}/tours`,
  domainMedia: (domainId: number | string) => `/admin/domain/${domainId}/media`,
  identity: (domainId: number | string) => `/admin/domain/${domainId}/identity`,
  /** The site's embed origins, code to paste and read-API keys (admins). */
  embed: (domainId: number | string) => `/admin/domain/${domainId}/embed`,
  projects: '/admin/projects',
  project: (id: number | string) => `/admin/project/${id}`,
  statuses: (projectId: number | string) => `/admin/project/${projectId}/statuses`,
  categories: (projectId: number | string) => `/admin/project/${projectId}/categories`,
  projectCrm: (projectId: number | string) => `/admin/project/${projectId}/crm`,
  priceList: (projectId: number | string) => `/admin/project/${projectId}/price-list`,
  building: (id: number | string) => `/admin/building/${id}`,
  buildingMedia: (id: number | string, floorId?: number) =>
    `/admin/building/${id}/media${floorId ? `?floor=${floorId}` : ''}`,
  /** The outline editor; `floor` opens a floor's view, `unit` selects a unit (both ids). */
  buildingOutlines: (id: number | string, open: { floor?: number; unit?: number } = {}) => {
    const query = new URLSearchParams();
    if (open.floor !== undefined) query.set('floor', String(open.floor));
    if (open.unit !== undefined) query.set('unit', String(open.unit));
    const suffix = query.toString();
    return `/admin/building/${id}/outlines${suffix ? `?${suffix}` : ''}`;
  },
  floor: (id: number | string) => `/admin/floor/${id}`,
  units: '/admin/units',
  unitCreate: (floorId: number | string) => `/admin/unit?floor_id=${floorId}`,
  unitEdit: (id: number | string) => `/admin/unit/${id}`,
  /** A new unit starting with another one's values ("Dupliquer"). */
  unitDuplicate: (id: number | string) => `/admin/unit?duplicate=${id}`,
  unitV360Iframe: (id: number | string) => `/iframe/unit/${id}`,
  contacts: '/admin/contacts',
  contact: (id: number | string) => `/admin/contact/${id}`,
  analytics: '/admin/analytics',
} as const;

/** /login?redirect=… so signing in comes back to the page that was asked for. */
export function loginPathFor(target: string): string {
  return target && target !== adminPaths.home && target.startsWith('/admin')
    ? `${adminPaths.login}?redirect=${encodeURIComponent(target)}`
    : adminPaths.login;
}

/** Only back-office paths are accepted as a redirect target (no open redirect). */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/admin') && !target.startsWith('//') ? target : adminPaths.home;
}
