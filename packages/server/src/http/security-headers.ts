import { createHash } from 'node:crypto';
import { HOLD_SUBMIT_SCRIPT } from '@dating/contract/enums';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isLocalHost } from '../brands/hosts.js';

/** Two years, with subdomains: what browsers' HSTS preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** A CSP source that allows exactly one inline script: its SHA-256, base64. */
const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The content security policy of the sites: everything from the site's own origin, and the one
 * inline script of the prerendered pages by its hash (`HOLD_SUBMIT_SCRIPT`); inline style
 * attributes (React sets positions and sizes through them); images also as data: and blob: URLs
 * (photo previews); no plugins, no framing by any other page, forms only to the site itself.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", scriptHash(HOLD_SUBMIT_SCRIPT)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Security headers on every answer (helmet): the CSP above, `nosniff`, `Referrer-Policy:
 * strict-origin-when-cross-origin`, `X-Frame-Options: DENY` for old browsers; HSTS on the brands'
 * real domains (never on localhost, where it would pin a developer's browser to https); and
 * `Cache-Control: no-store` on API answers, which are private to the member or the moment.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
    // Photos are shown only on the site itself.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalHost(request.headers.host)) reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
