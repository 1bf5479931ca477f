import { enAdmin } from './en-admin.ts';
import { enAdminCrm } from './en-admin-crm.ts';
import { enAdminMedia } from './en-admin-media.ts';
import { enAdminResources } from './en-admin-resources.ts';
import { frAdmin } from './fr-admin.ts';
import { frAdminCrm } from './fr-admin-crm.ts';
import { frAdminMedia } from './fr-admin-media.ts';
import { frAdminResources } from './fr-admin-resources.ts';

/** The back office's strings, under `admin`; the admin bundle adds them when it loads. */
export const adminCatalogues = {
  fr: { admin: { ...frAdmin, ...frAdminResources, media: frAdminMedia, crm: frAdminCrm } },
  en: { admin: { ...enAdmin, ...enAdminResources, media: enAdminMedia, crm: enAdminCrm } },
};
