import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from './hooks/use-account-stores.js';
import { Navigate, useLocation } from './router.js';
import { useSession } from './stores-context.js';

/**
 * Shows its children to a logged-in member only. While the session is being read it says so;
 * a visitor goes to /login, which brings them back here after logging in, and a member who has
 * just deleted the account goes to /account-deleted.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const session = useSession();
  const account = useAccount();
  const location = useLocation();
  const { t } = useTranslation('forms');
  if (session.status !== 'ready') return <p role="status">{t('loading')}</p>;
  if (!session.user && account.deleted) return <Navigate to="/account-deleted" replace />;
  if (!session.user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return children;
}
