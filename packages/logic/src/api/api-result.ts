import type { RestrictionNotice } from '@dating/contract';
import type { FieldProblems } from '@dating/contract/enums';
import { type ApiErrorCode, ApiRequestError } from './api-error.js';

/** Why a call failed, in the terms the interface shows: the error code and its details. */
export interface ApiProblem {
  code: ApiErrorCode;
  /** Minutes until a locked or rate-limited call is possible again. */
  minutes?: number;
  /** What is wrong with each field, as a problem code (the interface words it). */
  fields: Readonly<FieldProblems>;
  /** For `blocked`: the name of the member who blocked the caller. */
  blockerName?: string;
  /** For `swipe_limit_reached`: when the next like is possible (ISO 8601). */
  retryAt?: string;
  /** For `account_restricted`: the suspension or ban, its ground and end. */
  restriction?: RestrictionNotice;
}

/**
 * What every store action that calls the server resolves: success with a value, or the problem.
 * Problems a form's rule finds before anything is sent are `validation_failed` with `fields`, as
 * the server would answer them.
 */
export type Result<Value = undefined> = { ok: true; value: Value } | Failure;

/** A failed {@link Result}. */
export interface Failure {
  ok: false;
  problem: ApiProblem;
}

/** The problem behind any error a call threw (anything but an API error counts as internal). */
export function problemOf(error: unknown): ApiProblem {
  if (!(error instanceof ApiRequestError)) return { code: 'internal_error', fields: {} };
  const problem: ApiProblem = { code: error.code, fields: error.fields };
  if (error.minutes !== undefined) problem.minutes = error.minutes;
  if (error.blockerName !== undefined) problem.blockerName = error.blockerName;
  if (error.retryAt !== undefined) problem.retryAt = error.retryAt;
  if (error.restriction !== undefined) problem.restriction = error.restriction;
  return problem;
}

/** Runs a call and turns its outcome into a {@link Result}; never rejects. */
export async function attempt<Value>(call: () => Promise<Value>): Promise<Result<Value>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** A successful {@link Result}. */
export function success<Value>(value: Value): Result<Value> {
  return { ok: true, value };
}

/** A failed {@link Result} without a call, for problems found before calling the server. */
export function failure(code: ApiErrorCode, fields: FieldProblems = {}): Failure {
  return { ok: false, problem: { code, fields } };
}

/**
 * The failure of a form whose rule found problems (`validation_failed` with them), or null when
 * it found none and the form may be sent.
 */
export function invalidForm(problems: FieldProblems): Failure | null {
  return Object.keys(problems).length ? failure('validation_failed', problems) : null;
}
