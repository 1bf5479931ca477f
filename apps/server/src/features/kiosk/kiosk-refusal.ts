import { translate } from '@vitrine/core/i18n/index';
import type { KioskTokenProblem } from '@vitrine/core/kiosk/kiosk-token';
import type { FastifyReply, FastifyRequest } from 'fastify';

const MESSAGE_KEYS = {
  malformed: 'kiosk.link.malformed',
  forged: 'kiosk.link.forged',
  expired: 'kiosk.link.expired',
  'other-site': 'kiosk.link.otherSite',
  'wrong-kind': 'kiosk.link.wrongKind',
} as const satisfies Record<KioskTokenProblem, string>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * 400 for a kiosk link that does not open a kiosk, saying why in the request's language: a small
 * page for the browser that followed the link, `{ message, reason }` for a script.
 */
export function refuseKioskLink(request: FastifyRequest, reply: FastifyReply, problem: KioskTokenProblem) {
  const { locale } = request;
  const message = translate(locale, MESSAGE_KEYS[problem]);
  reply.code(400).header('cache-control', 'no-store');
  if (!request.headers.accept?.includes('text/html')) return reply.send({ message, reason: problem });
  const title = translate(locale, 'kiosk.link.refused');
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${escapeHtml(title)}</title></head><body><main>` +
        `<h1>${escapeHtml(title)}</h1><p data-reason="${problem}">${escapeHtml(message)}</p>` +
        `<p><a href="/">${escapeHtml(translate(locale, 'kiosk.link.home'))}</a></p>` +
        '</main></body></html>',
    );
}
