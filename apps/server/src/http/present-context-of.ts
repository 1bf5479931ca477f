import type { FastifyRequest } from 'fastify';
import type { PresentContext } from '../presenters/present-context.ts';

/** The presenter context of a request: its locale, `translatable=1`, and storage URLs. */
export function presentContextOf(request: FastifyRequest, query: { translatable?: boolean }): PresentContext {
  return {
    locale: request.locale,
    translatable: query.translatable === true,
    fileUrl: request.server.storage.url,
  };
}
