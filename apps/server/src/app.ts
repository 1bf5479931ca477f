import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { Db } from './db/database.ts';
import { visitorCountsPlugin } from './features/analytics/visitor-counter.ts';
import { features } from './features/index.ts';
import { zodValidatorCompiler } from './http/zod-validator.ts';
import { contextPlugin } from './plugins/context.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { storageDriverPlugin } from './plugins/storage-driver.ts';

export interface AppOptions {
  config: Config;
  /** Opened (and later closed) by the caller: the app only uses it. */
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Called with every route as it is registered (the security suite walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the HTTP app without listening: server.ts listens, tests call `app.inject()`. */
export async function buildApp({ config, db, logger, onRoute }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  // External plugins first, then the app's own, then routes; unknown paths last.
  await app.register(securityHeadersPlugin, { mediaUrl: config.mediaUrl });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(contextPlugin, { config, db });
  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  await app.register(storageDriverPlugin);
  await app.register(storagePlugin);
  await app.register(visitorCountsPlugin);
  await app.register(features);
  await app.register(pagesPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
