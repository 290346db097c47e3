import type { RestrictionNotice } from '@dating/contract';
import type { ErrorCode, FieldProblem, FieldProblems } from '@dating/contract/enums';

/** What `ApiRequestError.code` can be: the server's error code, or `network_error` for status 0. */
export type ApiErrorCode = ErrorCode | 'network_error';

// Codes are taken as the server sends them, without shipping the lists of codes to every
// browser: the contract test holds the server to the table, and the interface words a code it
// does not know as the generic error. What is not a code at all (an older backend's English
// sentence) is not taken for one.
const CODE = /^[a-z][a-z_]*$/;

/** The code for an answer whose body names no known error code. */
function codeForStatus(status: number): ApiErrorCode {
  if (status === 0) return 'network_error';
  if (status === 400 || status === 422) return 'validation_failed';
  if (status === 401 || status === 403) return 'authentication_required';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return 'internal_error';
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/**
 * An answer's `restriction`, when it is one: a kind the interface knows, a ground (taken as the
 * server names it: the interface words one it does not know generically) and an end.
 */
function restrictionNoticeOf(value: unknown): RestrictionNotice | undefined {
  const kind = field(value, 'kind');
  const ground = field(value, 'ground');
  const endsAt = field(value, 'ends_at');
  if (kind !== 'suspension' && kind !== 'ban') return undefined;
  if (typeof ground !== 'string' || !CODE.test(ground)) return undefined;
  return {
    kind,
    ground: ground as RestrictionNotice['ground'],
    ends_at: typeof endsAt === 'string' ? endsAt : null,
  };
}

/** The field problems of an answer's `fields` (a value that is no code at all counts as `invalid`). */
function fieldProblemsOf(fields: unknown): FieldProblems {
  if (typeof fields !== 'object' || fields === null) return {};
  const problems: FieldProblems = {};
  for (const [name, problem] of Object.entries(fields)) {
    problems[name] =
      typeof problem === 'string' && CODE.test(problem) ? (problem as FieldProblem) : 'invalid';
  }
  return problems;
}

/** A failed API call: an error answer (status 4xx/5xx) or a network failure or timeout (status 0). */
export class ApiRequestError extends Error {
  /** HTTP status; 0 when the request never got an answer (network failure, timeout). */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The parsed answer body (`{ error, message, ... }`), or null. */
  readonly body: unknown;
  /** For `account_locked` and `rate_limited`: minutes until the call is possible again. */
  readonly minutes?: number;
  /** For `validation_failed` and some others: what is wrong with each field, as a problem code. */
  readonly fields: Readonly<FieldProblems>;
  /** For `blocked`: the name of the member who blocked the caller. */
  readonly blockerName?: string;
  /** For `swipe_limit_reached`: when the next like is possible (ISO 8601). */
  readonly retryAt?: string;
  /** For `account_restricted`: the suspension or ban, its ground and end. */
  readonly restriction?: RestrictionNotice;

  constructor(status: number, body: unknown, options?: { cause?: unknown }) {
    const error = field(body, 'error');
    const code =
      typeof error === 'string' && CODE.test(error) ? (error as ErrorCode) : codeForStatus(status);
    const message = field(body, 'message');
    super(
      typeof message === 'string' ? message : `API request failed: ${code} (${status})`,
      options,
    );
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.body = body ?? null;
    const minutes = field(body, 'minutes');
    if (typeof minutes === 'number') this.minutes = minutes;
    this.fields = fieldProblemsOf(field(body, 'fields'));
    const blocker = field(body, 'name');
    if (typeof blocker === 'string') this.blockerName = blocker;
    const retryAt = field(body, 'retry_at');
    if (typeof retryAt === 'string') this.retryAt = retryAt;
    const restriction = restrictionNoticeOf(field(body, 'restriction'));
    if (restriction) this.restriction = restriction;
  }

  /** True when the answer is a 403 that asks for a login (`authentication_required: true`). */
  get authenticationRequired(): boolean {
    return this.status === 403 && field(this.body, 'authentication_required') === true;
  }
}
