import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { linkOnSite, siteOrigin } from '../domain/site-of-host.ts';
import { unitOfRequest } from '../units/unit-routes.ts';
import { previewCaption, unitPagePath } from './unit-page.ts';
import { unitPreviewImage } from './unit-preview-image.ts';

const ZUnitParams = z.object({ id: z.string() });

/**
 * A unit's sharing material, for the site chosen by the Host header (404 for a unit of another
 * site, as for an unknown one):
 * GET /unit/:id/preview.jpg — the link preview social networks and messengers show (1200 × 630);
 * GET /unit/:id/qr.svg — a QR code of the unit's page on this site.
 */
export const unitShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unit/:id/preview.jpg',
    { schema: { params: ZUnitParams, hide: true } },
    async (request, reply) => {
      const { site, found } = await unitOfRequest(app, request);
      const locale = request.locale;
      const domainSettings = await app.db
        .selectFrom('settings')
        .select(['name', 'value'])
        .where('domain_id', '=', site.domain.id)
        .execute();
      const image = await unitPreviewImage(app.storageDriver, {
        found,
        domainSettings,
        locale,
        caption: previewCaption(found, locale, app.storage.url),
      });
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=300')
        .send(image);
    },
  );

  app.get('/unit/:id/qr.svg', { schema: { params: ZUnitParams, hide: true } }, async (request, reply) => {
    const { site, found } = await unitOfRequest(app, request);
    // on the site's own origin, as in the mails: a forged Host cannot send the scan elsewhere
    const page = linkOnSite(siteOrigin(site, app.config.appUrl), unitPagePath(found, app.storage.url));
    const svg = await QRCode.toString(page, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'public, max-age=300')
      .send(svg);
  });
};
