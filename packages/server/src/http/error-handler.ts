import { type EndpointName, endpointErrorSchema } from '@dating/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLost } from '../db/connection-loss.js';
import { ApiFailure } from './api-failure.js';

/** PostgreSQL's unique_violation: two changes at the same moment wanted the same value. */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's class 22, data exceptions: a value the database cannot take (out of range, ...). */
const DATA_EXCEPTION_CLASS = '22';

declare module 'fastify' {
  interface FastifyRequest {
    /** The error code the request was answered with, for the log line of the answer. */
    failure: string | null;
  }
}

/** Whether an error is PostgreSQL's unique violation (from pg or PGlite). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Seconds a client waits before it sends a request again that met a lost database connection. */
const RETRY_AFTER_SECONDS = 1;

/** The API answer for any error a request ran into. */
function failureOf(error: FastifyError | Error): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (isConnectionLost(error)) {
    return new ApiFailure(
      503,
      'internal_error',
      'The database is out of reach; try again',
      {},
      { retryAfterSeconds: RETRY_AFTER_SECONDS },
    );
  }
  const state = sqlState(error);
  if (state === UNIQUE_VIOLATION) {
    return new ApiFailure(409, 'conflict', 'Another change came first; send the request again');
  }
  if (state?.startsWith(DATA_EXCEPTION_CLASS)) {
    return new ApiFailure(400, 'bad_request', 'A value of the request is out of range');
  }
  const status = (error as FastifyError).statusCode;
  if (status === 413) {
    return new ApiFailure(413, 'payload_too_large', 'The request body is too large');
  }
  if (status !== undefined && status >= 400 && status < 500) {
    // A body that is not JSON, carries prototype keys, has an unknown content type, ...
    return new ApiFailure(status === 415 ? 415 : 400, 'bad_request', error.message);
  }
  return new ApiFailure(500, 'internal_error', 'Something went wrong');
}

const errorSchemas = new Map<EndpointName, ReturnType<typeof endpointErrorSchema>>();

/** Whether the table lets the request's endpoint answer this error (always true off the table). */
function declared(request: FastifyRequest, failure: ApiFailure): boolean {
  const name = request.routeOptions.config?.endpoint;
  if (!name) return true;
  let schema = errorSchemas.get(name);
  if (!schema) {
    schema = endpointErrorSchema(name);
    errorSchemas.set(name, schema);
  }
  return schema.safeParse(failure.body).success;
}

/** Sends an API failure and notes its code for the answer's log line. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: ApiFailure) {
  request.failure = failure.body.error;
  return reply.status(failure.status).send(failure.body);
}

/**
 * Answers every error in the API's format. Server errors are logged with their stack; an error
 * code or field problem that the endpoint's entry in the table does not declare is a bug in the
 * server, logged and answered as 500 (the serializer would refuse it anyway).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('failure', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let failure = failureOf(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    if (failure.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(failure.retryAfterSeconds));
    }
    if (!declared(request, failure)) {
      request.log.error(
        { err: error, answer: failure.body, endpoint: request.routeOptions.config?.endpoint },
        'the answer is not declared in the endpoint table',
      );
      failure = new ApiFailure(500, 'internal_error', 'Something went wrong');
    }
    return sendFailure(request, reply, failure);
  });
}
