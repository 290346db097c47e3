import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiFailure } from './api-failure.js';

/** Sends ApiFailure bodies as they are, client errors as `validation_failed`, the rest as 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure) return reply.status(error.status).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A body that is not JSON, has the wrong type or is empty is bad input like any other.
      return reply.status(status === 413 ? 413 : 400).send({
        error: 'validation_failed',
        message: error.message,
        fields: { request: error.message },
      });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'internal_error', message: 'Something went wrong' });
  });
}
