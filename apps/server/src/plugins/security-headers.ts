import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Content Security Policy for the SPA: everything from our own origin; inline styles (the UI kit
 * sets style attributes); data:/blob: images and media (canvas frames, panoramas, previews);
 * blob: workers (captcha proof of work, viewers). No inline scripts, no third party.
 */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  // Would break plain-http access on a LAN address; TLS is the proxy's business.
  upgradeInsecureRequests: null,
};

/** The page policy, with the separate media origin (MEDIA_URL) allowed for pictures, media and fetches. */
export function pageDirectives(mediaUrl: string | null) {
  if (!mediaUrl) return DIRECTIVES;
  const media = new URL(mediaUrl).origin;
  return {
    ...DIRECTIVES,
    imgSrc: [...DIRECTIVES.imgSrc, media],
    mediaSrc: [...DIRECTIVES.mediaSrc, media],
    connectSrc: [...DIRECTIVES.connectSrc, media],
  };
}

/**
 * The headers helmet sets with these options, as it names them. They never vary by request, but
 * @fastify/helmet builds helmet's middleware again on every request (the CSP parsed each time:
 * about 5 % of an admin list call's CPU), so they are taken once from a private instance.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string | string[]][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: [string, string | string[]][] = [];
  probe.get('/', async (_request, reply) => {
    // Node's names as helmet wrote them (Node ≥ 15.13; missing from @types/node's ServerResponse)
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    headers = raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name) as string | string[]]);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

/** helmet's headers (CSP, HSTS, X-Frame-Options…) on every answer, set where helmet sets them. */
export const securityHeadersPlugin = fp<{ mediaUrl?: string | null }>(
  async (app, options) => {
    const headers = await helmetHeaders({
      contentSecurityPolicy: { useDefaults: true, directives: pageDirectives(options.mediaUrl ?? null) },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);

/** Lets any site embed this answer in a frame (the public 360 viewer of a unit, /iframe/…). */
export function allowFraming(reply: FastifyReply): void {
  reply.removeHeader('x-frame-options');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
}
