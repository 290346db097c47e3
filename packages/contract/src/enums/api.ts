// The API's vocabulary: headers, error codes, field problem codes and page sizes.
/** Search page size used by the member search. */
export const SEARCH_PAGE_SIZE = 24;

/** Header the client sends on GET /api/user.php (spec section 7). */
export const REQUEST_TYPE_HEADER = { name: 'request-type', value: 'client' } as const;

/**
 * Header of a POST that may be sent again safely: the server stores the first answer under the
 * key and answers a repeat with it (`Idempotent-Replayed: true`) instead of doing the work twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The longest idempotency key the server accepts. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * Error codes the server answers with. The UI maps each code to a translated text; `message` is the
 * English text for operators and logs.
 */
export const ERROR_CODES = [
  'validation_failed',
  'authentication_required',
  'login_failed',
  'account_locked',
  'forbidden_origin',
  'not_found',
  'rate_limited',
  'internal_error',
  /** The request itself is malformed: an unreadable URL, two Host headers, a broken body. */
  'bad_request',
  /** The body is larger than the server accepts. */
  'payload_too_large',
  /** The change collides with one made at the same moment; trying again gives the real answer. */
  'conflict',
  /** The same idempotency key came with a different request. */
  'idempotency_key_reused',
  /** A request with the same idempotency key is still being worked on. */
  'request_in_progress',
  /** Signup with the e-mail of an active account: offer login. */
  'account_exists',
  /** Signup or login of an account that is pending deletion: offer reactivation or support. */
  'account_pending_deletion',
  /** The brand's signup rules (signups setting, traffic source) keep signup closed. */
  'signups_closed',
  /** A link's token is unknown, used or expired. */
  'token_invalid',
  /** An e-mail confirmation link used again once the address is confirmed. */
  'already_confirmed',
  /** A reactivation link used again once the account is back. */
  'already_reactivated',
  /** Password reset for an address without an account. */
  'email_not_found',
  /** More password-reset e-mails than allowed within 24 hours. */
  'too_many_reset_mails',
  /** The new e-mail address belongs to another account of the site. */
  'email_taken',
  /** The current password given to confirm a change is wrong. */
  'wrong_password',
  'photo_too_large',
  /** The photo has more than `MAX_PHOTO_MEGAPIXELS` million pixels. */
  'photo_too_many_pixels',
  'photo_not_an_image',
  'photo_limit_reached',
  /**
   * One of the two members has blocked the other: the member the call is about blocked the
   * caller (the answer names them), or the caller blocked them (unblock first).
   */
  'blocked',
  /** A free member has started as many conversations as free members may: offer premium. */
  'conversation_limit',
  /**
   * The member written to has not confirmed their e-mail address yet: they can be answered once
   * they have (the conversation says so on both sides).
   */
  'recipient_unconfirmed',
  /** The swipe game's likes of the day are used up (the answer says when the next one comes). */
  'swipe_limit_reached',
  /**
   * The member wrote more messages than `MESSAGE_LIMITS` allow within a minute or a day (the
   * answer says in how many minutes the next may go).
   */
  'too_many_messages',
  /** The member's credits do not cover what the call costs (the answer says how many they have). */
  'not_enough_credits',
  /** The site takes no payments now: no payment provider is set up (operators: see the docs). */
  'payments_unavailable',
  /**
   * Direct debit is closed to the member: an earlier direct debit of theirs was returned by the
   * bank. Offer another method.
   */
  'direct_debit_blocked',
  /**
   * The member's direct debits of the last days and this one together exceed the limit: offer to
   * try later, a cheaper package or another method.
   */
  'direct_debit_limit_reached',
  /** No text message can be sent now (no SMS provider set up, or it failed): try later. */
  'sms_unavailable',
  /**
   * The purchase cannot be withdrawn from with the withdrawal function: it is not paid, or is
   * refunded, or its withdrawal period is over. Support can still help.
   */
  'not_withdrawable',
  /**
   * The operator's roles do not include this part of the back office (`OPERATOR_ENDPOINT_ROLES`
   * says which do): ask an admin.
   */
  'role_required',
  /** The change would leave the brand without an active admin: make another admin first. */
  'last_admin',
  /**
   * The account is suspended or banned (the answer's `restriction` says which, why and until
   * when); only to the right password, so that it tells no one else that the account exists.
   */
  'account_restricted',
  /** The restriction's appeal period is over, or it was appealed already. */
  'appeal_closed',
  /** An appeal goes to a moderator other than the one who decided the restriction. */
  'own_decision',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What can be wrong with one field of a request, as `fields` of a 400 `validation_failed` answer
 * carries it. The interface words each code for its field, with the limits from the constants.
 */
export const FIELD_PROBLEMS = [
  /** Empty or missing. */
  'required',
  /** Not a value the field can take: the wrong type, format or choice. */
  'invalid',
  /** Shorter than the field's minimum length. */
  'too_short',
  /** Longer than the field's maximum length. */
  'too_long',
  /** A number below the field's minimum. */
  'too_small',
  /** A number above the field's maximum. */
  'too_large',
  /** A date of birth under the minimum age. */
  'too_young',
  /** A username that starts with @. */
  'starts_with_at',
  /** A username that is the member's e-mail address. */
  'equals_email',
  /** Text with invisible or direction-changing control characters. */
  'control_characters',
  /** The same value as the one it should replace (a new e-mail equal to the current one). */
  'unchanged',
  /** A confirmation that differs from the value it confirms. */
  'mismatch',
  /** Taken by another account. */
  'taken',
  /** The current password, wrong. */
  'wrong',
  /** A value this site does not offer (a country, a region of another country, a push service). */
  'not_offered',
  /** Names something that does not exist (a member, a photo, a discount code). */
  'not_found',
  /** A discount code the member (or, for a single-use code, anyone) has used already. */
  'already_used',
  /** A discount code past its end. */
  'expired',
  /** A discount code for orders from a minimum value, on a smaller order. */
  'below_minimum',
  /** A discount code that does not apply with the chosen payment method. */
  'method_excluded',
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

/** The problems of a form or a request, by field name. */
export type FieldProblems<Field extends string = string> = Partial<Record<Field, FieldProblem>>;
