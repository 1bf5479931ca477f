import type { Locale } from '@vitrine/core/i18n/index';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { requestLocale } from '../http/locale.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
  interface FastifyRequest {
    /** `?locale=`, else Accept-Language, else fr. */
    locale: Locale;
  }
}

/** Decorates the app with its config and database, and every request with its locale. */
export const contextPlugin = fp<{ config: Config; db: Db }>(
  async (app, { config, db }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorateRequest('locale', 'fr');
    app.addHook('onRequest', async (request) => {
      request.locale = requestLocale(
        (request.query as Record<string, unknown>).locale,
        request.headers['accept-language'],
      );
    });
  },
  { name: 'context' },
);
