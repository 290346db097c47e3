import type { RestrictionNotice as Notice } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { useLocation } from '../../router.js';

/** The restriction a login answered, as the login page passed it to the ban policy. */
function restrictionOf(state: unknown): Notice | null {
  const restriction = (state as { restriction?: Partial<Notice> } | null)?.restriction;
  if (!restriction || typeof restriction.ground !== 'string') return null;
  if (restriction.kind !== 'suspension' && restriction.kind !== 'ban') return null;
  return {
    kind: restriction.kind,
    ground: restriction.ground,
    ends_at: typeof restriction.ends_at === 'string' ? restriction.ends_at : null,
  };
}

/**
 * Above the ban policy, for a member whose login was refused because their account is suspended
 * or banned: what holds, until when, the rule, and where the full statement of reasons and the
 * appeal are (the mail we sent). Nothing for anyone else, and nothing in the prerendered page.
 */
export function RestrictionNotice() {
  const { state } = useLocation();
  const { t, i18n } = useTranslation('banPage');
  const restriction = restrictionOf(state);
  if (!restriction) return null;
  const date = restriction.ends_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(restriction.ends_at),
      )
    : '';
  return (
    <Alert tone="warning" title={t(`notice.${restriction.kind}Title`)} live>
      <p>{t(`notice.${restriction.kind}`, { date })}</p>
      <p>
        {t('notice.ground', {
          ground: t([`grounds.${restriction.ground}`, 'grounds.other']),
        })}
      </p>
      <p>{t('notice.statement')}</p>
    </Alert>
  );
}
