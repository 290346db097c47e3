import { type ApiErrorCode, ApiRequestError } from './api-error.js';

/** Why a call failed, in the terms the interface shows: the error code and its details. */
export interface ApiProblem {
  code: ApiErrorCode;
  /** Minutes until a locked or rate-limited call is possible again. */
  minutes?: number;
  /** The offending fields and the server's reason for each. */
  fields: Readonly<Record<string, string>>;
}

/** What an action that calls the server resolves: success with a value, or the problem. */
export type Result<Value = undefined> =
  | { ok: true; value: Value }
  | { ok: false; problem: ApiProblem };

/** The problem behind any error a call threw (a network failure or a bug counts as generic). */
export function problemOf(error: unknown): ApiProblem {
  if (!(error instanceof ApiRequestError)) return { code: 'internal_error', fields: {} };
  return error.minutes === undefined
    ? { code: error.code, fields: error.fields }
    : { code: error.code, minutes: error.minutes, fields: error.fields };
}

/** Runs a call and turns its outcome into a {@link Result}; never rejects. */
export async function attempt<Value>(call: () => Promise<Value>): Promise<Result<Value>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** A failed {@link Result} without a call, for problems found before calling the server. */
export function failure(code: ApiErrorCode, fields: Record<string, string> = {}): Result<never> {
  return { ok: false, problem: { code, fields } };
}
