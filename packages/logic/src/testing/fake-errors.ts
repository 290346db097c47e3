import type { RestrictionNotice } from '@dating/contract';
import type { FieldProblems } from '@dating/contract/enums';
import type { ApiErrorCode } from '../api/api-error.js';
import { ApiRequestError } from '../api/api-error.js';

/** The HTTP status the server answers each error code with (0: no answer at all). */
export const STATUS_OF_ERROR: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  authentication_required: 403,
  login_failed: 401,
  account_locked: 429,
  forbidden_origin: 403,
  not_found: 404,
  rate_limited: 429,
  internal_error: 500,
  bad_request: 400,
  payload_too_large: 413,
  conflict: 409,
  idempotency_key_reused: 422,
  request_in_progress: 409,
  account_exists: 409,
  account_pending_deletion: 409,
  signups_closed: 403,
  token_invalid: 400,
  already_confirmed: 409,
  already_reactivated: 409,
  email_not_found: 404,
  too_many_reset_mails: 429,
  email_taken: 409,
  wrong_password: 400,
  photo_too_large: 413,
  photo_too_many_pixels: 413,
  photo_not_an_image: 415,
  photo_limit_reached: 409,
  blocked: 403,
  conversation_limit: 403,
  recipient_unconfirmed: 403,
  swipe_limit_reached: 429,
  not_enough_credits: 402,
  too_many_messages: 429,
  payments_unavailable: 503,
  direct_debit_blocked: 403,
  direct_debit_limit_reached: 403,
  sms_unavailable: 503,
  not_withdrawable: 409,
  role_required: 403,
  last_admin: 409,
  account_restricted: 403,
  appeal_closed: 409,
  own_decision: 403,
  network_error: 0,
};

/** Details of an error answer. */
export interface ErrorDetails {
  minutes?: number;
  fields?: FieldProblems;
  /** For `blocked`: the name of the member who blocked the caller (`recipient_unconfirmed`: theirs). */
  name?: string;
  /** For `swipe_limit_reached`: when the next like is possible. */
  retry_at?: string;
  /** For `not_enough_credits`: the member's credits. */
  credits?: number;
  /** For `account_restricted`: the suspension or ban. */
  restriction?: RestrictionNotice;
}

/**
 * The error the client throws for an answer with this code, as the real client builds it from
 * the server's body (`{ error, message, minutes?, fields? }` with the code's status).
 */
export function apiError(code: ApiErrorCode, details: ErrorDetails = {}): ApiRequestError {
  if (code === 'network_error') return new ApiRequestError(0, null);
  const body = {
    error: code,
    message: code,
    ...details,
    ...(code === 'authentication_required' ? { authentication_required: true } : {}),
  };
  return new ApiRequestError(STATUS_OF_ERROR[code], body);
}

/** A fake endpoint handler that always fails with this code: `{ login: failWith('login_failed') }`. */
export function failWith(code: ApiErrorCode, details: ErrorDetails = {}): () => Promise<never> {
  return () => Promise.reject(apiError(code, details));
}
