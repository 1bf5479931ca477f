import { enAdmin } from './en-admin.ts';
import { enAdminAnalytics } from './en-admin-analytics.ts';
import { enAdminAvatar } from './en-admin-avatar.ts';
import { enAdminCrm } from './en-admin-crm.ts';
import { enAdminEditor } from './en-admin-editor.ts';
import { enAdminEdits } from './en-admin-edits.ts';
import { enAdminEmbed } from './en-admin-embed.ts';
import { enAdminLeads } from './en-admin-leads.ts';
import { enAdminLists } from './en-admin-lists.ts';
import { enAdminMedia } from './en-admin-media.ts';
import { enAdminOutlines } from './en-admin-outlines.ts';
import { enAdminPriceLists } from './en-admin-price-lists.ts';
import { enAdminResources } from './en-admin-resources.ts';
import { enAdminSettings } from './en-admin-settings.ts';
import { enAdminTourReport } from './en-admin-tour-report.ts';
import { frAdmin } from './fr-admin.ts';
import { frAdminAnalytics } from './fr-admin-analytics.ts';
import { frAdminAvatar } from './fr-admin-avatar.ts';
import { frAdminCrm } from './fr-admin-crm.ts';
import { frAdminEditor } from './fr-admin-editor.ts';
import { frAdminEdits } from './fr-admin-edits.ts';
import { frAdminEmbed } from './fr-admin-embed.ts';
import { frAdminLeads } from './fr-admin-leads.ts';
import { frAdminLists } from './fr-admin-lists.ts';
import { frAdminMedia } from './fr-admin-media.ts';
import { frAdminOutlines } from './fr-admin-outlines.ts';
import { frAdminPriceLists } from './fr-admin-price-lists.ts';
import { frAdminResources } from './fr-admin-resources.ts';
import { frAdminSettings } from './fr-admin-settings.ts';
import { frAdminTourReport } from './fr-admin-tour-report.ts';

/** The back office's strings, under `admin`; the admin bundle adds them when it loads. */
export const adminCatalogues = {
  fr: {
    admin: {
      ...frAdmin,
      ...frAdminResources,
      media: frAdminMedia,
      crm: frAdminCrm,
      edits: frAdminEdits,
      settingsCatalogue: frAdminSettings,
      outlines: frAdminOutlines,
      editor: frAdminEditor,
      avatar: frAdminAvatar,
      tourReport: frAdminTourReport,
      lists: frAdminLists,
      leads: frAdminLeads,
      analytics: frAdminAnalytics,
      priceLists: frAdminPriceLists,
      embed: frAdminEmbed,
    },
  },
  en: {
    admin: {
      ...enAdmin,
      ...enAdminResources,
      media: enAdminMedia,
      crm: enAdminCrm,
      edits: enAdminEdits,
      settingsCatalogue: enAdminSettings,
      outlines: enAdminOutlines,
      editor: enAdminEditor,
      avatar: enAdminAvatar,
      tourReport: enAdminTourReport,
      lists: enAdminLists,
      leads: enAdminLeads,
      analytics: enAdminAnalytics,
      priceLists: enAdminPriceLists,
      embed: enAdminEmbed,
    },
  },
};
