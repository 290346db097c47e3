import type { FastifyRequest } from 'fastify';
import { ApiFailure } from './api-failure.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Rejects a state-changing call whose Origin is not the site itself (cross-site request forgery).
 * Calls without Origin come from non-browser clients; a browser that marks the call cross-site
 * through Sec-Fetch-Site is rejected as well.
 */
export function checkOrigin(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  const host = (request.headers.host ?? '').toLowerCase();
  if (origin === undefined) {
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbiddenOrigin();
    return;
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw forbiddenOrigin();
  }
  if (originHost !== host) throw forbiddenOrigin();
}

function forbiddenOrigin(): ApiFailure {
  return new ApiFailure(403, 'forbidden_origin', 'The request does not come from this site');
}
