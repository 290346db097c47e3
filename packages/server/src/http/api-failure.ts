import type { ApiError, ErrorCode } from '@dating/contract';
import type { z } from 'zod';

/** An answer with a 4xx/5xx status; the error handler sends its body as it is. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, code: ErrorCode, message: string, extra: Partial<ApiError> = {}) {
    super(message);
    this.status = status;
    this.body = { error: code, message, ...extra };
  }
}

/** 403 for a call that needs a logged-in member. */
export function authenticationRequired(): ApiFailure {
  return new ApiFailure(403, 'authentication_required', 'Please log in to continue', {
    authentication_required: true,
  });
}

/** The offending fields of a zod error, keyed by field path (`interests.2`). */
export function issueFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '(root)';
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Parses outside input with a contract schema, or throws a 400 `validation_failed` naming the fields. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiFailure(400, 'validation_failed', 'The request is not valid', {
    fields: issueFields(result.error.issues),
  });
}
