import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
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

export const securityHeadersPlugin = fp<{ mediaUrl?: string | null }>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: true, directives: pageDirectives(options.mediaUrl ?? null) },
      crossOriginEmbedderPolicy: false,
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
