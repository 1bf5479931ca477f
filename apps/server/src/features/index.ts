import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobRoutes } from '../jobs/job-routes.ts';
import { captchaRoutes } from '../plugins/captcha.ts';
import { csrfPlugin } from '../plugins/csrf.ts';
import { sessionPlugin } from '../plugins/session.ts';
import { visitorAnalyticsRoutes } from './analytics/index.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { categoriesRoutes } from './categories/categories-routes.ts';
import { contactMailsRoutes } from './contact-mails/contact-mails-routes.ts';
import { contactsExportRoutes } from './contacts-export/contacts-export-routes.ts';
import { crmRoutes } from './crm/crm-routes.ts';
import { deletionContentsRoutes } from './deletion-contents/deletion-contents-routes.ts';
import { domainRoutes } from './domain/domain-routes.ts';
import { downloadRoutes } from './downloads/download-routes.ts';
import { embedRoutes } from './embed/embed-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { kioskAdminRoutes, kioskRoutes } from './kiosk/kiosk-routes.ts';
import { leadRoutes } from './leads/lead-routes.ts';
import { galleryUploadRoutes } from './media/gallery-upload-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { orbitalReviewRoutes } from './media/orbital-review-routes.ts';
import { openapiPlugin } from './openapi/openapi-plugin.ts';
import { outlineRoutes } from './outlines/outline-routes.ts';
import { priceListRoutes } from './price-lists/price-list-routes.ts';
import { apiKeyRoutes } from './public-api/api-key-routes.ts';
import { publicApiRoutes } from './public-api/public-api-routes.ts';
import { resourceRoutes } from './resources/resource-routes.ts';
import { settingsResetRoutes } from './settings-admin/settings-reset-routes.ts';
import { sortRoutes } from './sort/sort-routes.ts';
import { unitHistoryFeature } from './unit-history/index.ts';
import { unitShareRoutes } from './unit-share/unit-share-routes.ts';
import { unitSheetRoutes } from './unit-sheet-pdf/unit-sheet-routes.ts';
import { unitRoutes } from './units/unit-routes.ts';
import { filepondRoutes } from './uploads/filepond-routes.ts';

/**
 * Every feature's routes. A feature is a folder (routes, repository, service, presenter, policy,
 * tests) exporting one plugin; add it here. Public calls have no prefix; admin calls live under
 * /api (register them with `{ prefix: '/api' }`).
 */
export const features: FastifyPluginAsyncZod = async (app) => {
  await app.register(openapiPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(healthRoutes);
  await app.register(domainRoutes);
  await app.register(categoriesRoutes);
  await app.register(unitRoutes);
  await app.register(unitShareRoutes);
  await app.register(unitSheetRoutes);
  await app.register(captchaRoutes);
  await app.register(leadRoutes);
  await app.register(downloadRoutes);
  await app.register(kioskRoutes);
  await app.register(visitorAnalyticsRoutes);
  await app.register(authRoutes);
  await app.register(resourceRoutes, { prefix: '/api' });
  await app.register(sortRoutes, { prefix: '/api' });
  await app.register(filepondRoutes, { prefix: '/api' });
  await app.register(settingsResetRoutes, { prefix: '/api' });
  await app.register(kioskAdminRoutes, { prefix: '/api' });
  await app.register(contactsExportRoutes, { prefix: '/api' });
  await app.register(contactMailsRoutes, { prefix: '/api' });
  await app.register(galleryUploadRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/api' });
  await app.register(outlineRoutes, { prefix: '/api' });
  await app.register(jobRoutes, { prefix: '/api' });
  await app.register(orbitalReviewRoutes, { prefix: '/api' });
  await app.register(deletionContentsRoutes, { prefix: '/api' });
  await app.register(embedRoutes, { prefix: '/api' });
  await app.register(apiKeyRoutes, { prefix: '/api' });
  await app.register(publicApiRoutes, { prefix: '/api/public/v1' });
  await app.register(priceListRoutes, { prefix: '/api' });
  await app.register(unitHistoryFeature, { prefix: '/api' });
  await app.register(crmRoutes);
};
