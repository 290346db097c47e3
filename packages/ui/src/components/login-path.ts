/**
 * The login page's address, coming back to `returnTo` after logging in (the `redirect` query the
 * login page follows), or plain `/login` without it.
 */
export function loginPath(returnTo?: string): string {
  return returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
}
