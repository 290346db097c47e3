/**
 * The API paths and the request-type header, copied from `@dating/contract`'s `API_PATHS` and
 * `REQUEST_TYPE_HEADER`: the contract's main entry carries zod, which must stay out of browser
 * bundles, and `@dating/contract/enums` does not export them. A test keeps the copies equal.
 */
export const API_PATH = {
  settings: '/api/settings.php',
  user: '/api/user.php',
  logout: '/api/logout.php',
  companyInfo: '/api/companyinfo.php',
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  search: '/api/search.php',
} as const;

/** Header sent with GET user.php (spec section 7). */
export const REQUEST_TYPE = { name: 'request-type', value: 'client' } as const;
