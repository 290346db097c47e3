// The API: paths, headers, error codes and page sizes.
/** Search page size used by the member search. */
export const SEARCH_PAGE_SIZE = 24;

/** Paths of the API, relative to the site's origin. The same paths as the existing PHP backend. */
export const API_PATHS = {
  settings: '/api/settings.php',
  user: '/api/user.php',
  logout: '/api/logout.php',
  companyInfo: '/api/companyinfo.php',
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  search: '/api/search.php',
  signup: '/api/signup.php',
  activate: '/api/activate.php',
  confirmationMail: '/api/confirmation-mail.php',
  passwordReset: '/api/password-reset.php',
  emailChange: '/api/email-change.php',
  password: '/api/password.php',
  profile: '/api/profile.php',
  photos: '/api/photos.php',
  notifications: '/api/notifications.php',
  geocode: '/api/geocode.php',
  reactivation: '/api/reactivation.php',
  myData: '/api/my-data.php',
  /** The mail provider's webhook (server to server), not called by the sites. */
  mailEvents: '/api/mail-events.php',
} as const;

/** Header the client sends on GET /api/user.php (spec section 7). */
export const REQUEST_TYPE_HEADER = { name: 'request-type', value: 'client' } as const;

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
  /** Signup with the e-mail of an active account: offer login. */
  'account_exists',
  /** Signup or login of an account that is pending deletion: offer reactivation or support. */
  'account_pending_deletion',
  /** The brand's signup rules (signups setting, traffic source) keep signup closed. */
  'signups_closed',
  /** A link's token is unknown, used or expired. */
  'token_invalid',
  /** Password reset for an address without an account. */
  'email_not_found',
  /** More password-reset e-mails than allowed within 24 hours. */
  'too_many_reset_mails',
  /** The new e-mail address belongs to another account of the site. */
  'email_taken',
  /** The new e-mail address is not valid. */
  'email_invalid',
  /** The old password given for a change is wrong. */
  'wrong_password',
  'photo_too_large',
  'photo_not_an_image',
  'photo_limit_reached',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
