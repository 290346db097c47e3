/** Screens narrower than the spec's first breakpoint (576 px) count as smartphones. */
export const SMARTPHONE_MAX_WIDTH = 575;

/**
 * Where "sign up" leads (spec section 2): a logged-in member goes to the member search, a
 * smartphone to the signup page, anyone else gets the signup modal.
 */
export function signupDestination({
  loggedIn,
  smartphone,
}: {
  loggedIn: boolean;
  smartphone: boolean;
}): 'members' | 'page' | 'modal' {
  if (loggedIn) return 'members';
  return smartphone ? 'page' : 'modal';
}
