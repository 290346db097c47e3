import { SMARTPHONE_MAX_WIDTH, signupDestination } from '@dating/logic';
import type { MouseEvent } from 'react';
import { useSession, useStores } from '../stores-context.js';

function isSmartphone(): boolean {
  return (
    typeof matchMedia === 'function' && matchMedia(`(max-width: ${SMARTPHONE_MAX_WIDTH}px)`).matches
  );
}

/**
 * Props of a "sign up" link, which opens signup as the spec says: a real link to /signup, which
 * smartphones (and new tabs) follow and which sends a logged-in member on to the member search;
 * anyone else gets the signup modal instead.
 */
export function useSignupLink(): { to: string; onClick: (event: MouseEvent) => void } {
  const stores = useStores();
  const { user } = useSession();
  return {
    to: '/signup',
    onClick(event) {
      const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
      const destination = signupDestination({
        loggedIn: Boolean(user),
        smartphone: isSmartphone(),
      });
      if (newTab || destination !== 'modal') return;
      event.preventDefault();
      stores.signup.actions.openModal();
    },
  };
}
