import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodedBody, etagFor, matchesEtag, pickEncoding } from '../../http/encoded-answer.ts';
import { notFound } from '../../http/http-errors.ts';
import { presentContextOf } from '../../http/present-context-of.ts';
import { ZPublicQuery } from '../../http/public-query.ts';
import { VersionedAnswerCache } from '../../http/versioned-answer-cache.ts';
import { publicDomainAnswer } from './domain-service.ts';

/**
 * GET /domain: the site chosen by the Host header (site-of-host.ts; 404 when none is). Served
 * from this process's cache while the domain's data version holds; revalidated on every call
 * (`no-cache` + strong ETag → 304), so an admin change shows at once.
 */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  // 4 answers per domain: fr/en × translatable or not
  const cache = new VersionedAnswerCache({ entries: 256 });
  app.get('/domain', { schema: { querystring: ZPublicQuery } }, async (request, reply) => {
    const answer = await publicDomainAnswer(
      app.db,
      cache,
      request.hostname,
      app.config.appUrl,
      presentContextOf(request, request.query),
    );
    if (!answer) throw notFound();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Accept-Encoding')
      .header('etag', etagFor(answer, encoding));
    if (matchesEtag(request.headers['if-none-match'], answer)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await encodedBody(answer, encoding));
  });
};
