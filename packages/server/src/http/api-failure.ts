import {
  type ApiError,
  type ErrorCode,
  type FieldProblem,
  type FieldProblems,
  fieldProblemsOf,
} from '@dating/contract';
import type { z } from 'zod';

/**
 * An answer with a 4xx/5xx status; the error handler sends its body as it is, with a Retry-After
 * header when `retryAfterSeconds` says when to send the request again.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly body: ApiError;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: Partial<ApiError> = {},
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.body = { error: code, message, ...extra };
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 403 for a call that needs a logged-in member. */
export function authenticationRequired(): ApiFailure {
  return new ApiFailure(403, 'authentication_required', 'Please log in to continue', {
    authentication_required: true,
  });
}

/** 400 `validation_failed` naming the fields and their problem codes. */
export function validationFailed(fields: FieldProblems): ApiFailure {
  return new ApiFailure(400, 'validation_failed', 'The request is not valid', {
    fields: fields as Record<string, FieldProblem>,
  });
}

/** 404 `not_found` for something a request names that is not there (or not the member's). */
export function notFound(what: string, field?: string): ApiFailure {
  return new ApiFailure(404, 'not_found', `No such ${what}`, {
    ...(field ? { fields: { [field]: 'not_found' } } : {}),
  });
}

/**
 * Parses input that the route schemas do not cover (a multipart body's fields) with a contract
 * schema, or throws 400 `validation_failed` with the fields' problem codes.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  root = 'body',
): z.output<Schema> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw validationFailed(fieldProblemsOf(result.error, root));
}
