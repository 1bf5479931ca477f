import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as catalogue from './0002-catalogue.ts';
import * as content from './0003-content.ts';
import * as operations from './0004-operations.ts';
import * as adminApi from './0005-admin-api.ts';
import * as leads from './0006-leads.ts';
import * as crm from './0007-crm.ts';
import * as adminListIndexes from './0008-admin-list-indexes.ts';
import * as contentVersions from './0009-content-versions.ts';
import * as jobs from './0010-jobs.ts';
import * as throttles from './0012-throttles.ts';
import * as uploadBounds from './0013-upload-bounds.ts';
import * as formerNames from './0018-former-names.ts';
import * as placeFormerNames from './0019-place-former-names.ts';
import * as leadFollowUp from './0020-lead-follow-up.ts';
import * as priceHistory from './0021-price-history.ts';
import * as apiKeys from './0022-api-keys.ts';
import * as visitorAnalytics from './0023-visitor-analytics.ts';
import * as syncRunLease from './0024-sync-run-lease.ts';

/**
 * Every migration, in order. Names sort: add a new one as `0005-<what>.ts` and list it here.
 * A migration that has run is never edited; write a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-catalogue': catalogue,
  '0003-content': content,
  '0004-operations': operations,
  '0005-admin-api': adminApi,
  '0006-leads': leads,
  '0007-crm': crm,
  '0008-admin-list-indexes': adminListIndexes,
  '0009-content-versions': contentVersions,
  '0010-jobs': jobs,
  '0012-throttles': throttles,
  '0013-upload-bounds': uploadBounds,
  '0018-former-names': formerNames,
  '0019-place-former-names': placeFormerNames,
  '0020-lead-follow-up': leadFollowUp,
  '0021-price-history': priceHistory,
  '0022-api-keys': apiKeys,
  '0023-visitor-analytics': visitorAnalytics,
  '0024-sync-run-lease': syncRunLease,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
