import type { OperatorRole } from '@dating/contract';
import { useTranslation } from 'react-i18next';

/** Names a list of roles in the operator's language ("Admin, Chat and Support"). */
export function useRoleNames(): (roles: readonly OperatorRole[]) => string {
  const { t, i18n } = useTranslation('operator');
  return (roles) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      roles.map((role) => t(`roles.${role}`)),
    );
}
