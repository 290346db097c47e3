import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Fastify's logger option: pino's options (level, destination), or false for none. */
export type LoggerOption = FastifyServerOptions['logger'];

/** A request id: random, so that ids of several server processes never collide. */
export function requestId(): string {
  return randomUUID();
}

/** The URL of a request for the log, without the values of link tokens. */
function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1(removed)');
}

/**
 * Logs every answer with status 4xx (level info: a wrong password is part of normal life) or 5xx
 * (level error) as one structured line with the request id, the method, the URL, the status, the
 * error code and the time taken; and tells the client the request id (`X-Request-Id`), so that a
 * member's report can be found in the log.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status < 400) return;
    const entry = {
      method: request.method,
      url: loggedUrl(request.url),
      status,
      error: request.failure,
      endpoint: request.routeOptions.config?.endpoint,
      ms: Math.round(reply.elapsedTime),
    };
    if (status >= 500) request.log.error(entry, 'request failed');
    else request.log.info(entry, 'request refused');
  });
}
