import { ERROR_CODES, type ErrorCode } from '@dating/contract/enums';

/** What `ApiRequestError.code` can be: the server's error code, or `network_error` for status 0. */
export type ApiErrorCode = ErrorCode | 'network_error';

const KNOWN_CODES: readonly string[] = ERROR_CODES;

/** The code for an answer whose body names no known error code. */
function codeForStatus(status: number): ApiErrorCode {
  if (status === 0) return 'network_error';
  if (status === 400 || status === 422) return 'validation_failed';
  if (status === 401 || status === 403) return 'authentication_required';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  return 'internal_error';
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** A failed API call: an error answer (status 4xx/5xx) or a network failure (status 0). */
export class ApiRequestError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The parsed answer body (`{ error, message, ... }`), or null. */
  readonly body: unknown;
  /** For `account_locked` and `rate_limited`: minutes until the call is possible again. */
  readonly minutes?: number;
  /** For `validation_failed` and some others: the offending fields and why, by field name. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, body: unknown, options?: { cause?: unknown }) {
    const error = field(body, 'error');
    const code =
      typeof error === 'string' && KNOWN_CODES.includes(error)
        ? (error as ErrorCode)
        : codeForStatus(status);
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
    const fields = field(body, 'fields');
    this.fields =
      typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
  }

  /** True when the answer is a 403 that asks for a login (`authentication_required: true`). */
  get authenticationRequired(): boolean {
    return this.status === 403 && field(this.body, 'authentication_required') === true;
  }
}
