import fp from 'fastify-plugin';

const QUIET_PREFIXES = ['/storage/', '/assets/', '/health'];

/** One log line per answered request; files and health checks only at debug level. */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const quiet = QUIET_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      const line = {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      };
      if (quiet) request.log.debug(line, 'request');
      else request.log.info(line, 'request');
    });
  },
  { name: 'request-log' },
);
