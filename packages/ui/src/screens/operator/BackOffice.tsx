import type { OperatorStore } from '@dating/logic';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Link, Navigate, useLocation } from '../../router.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import { AppealsSection } from './AppealsSection.js';
import { AuditSection } from './AuditSection.js';
import sectionStyles from './BackOfficeSection.module.css';
import { rolesOf, sectionAt, sectionsFor } from './back-office-sections.js';
import { DiscountCodesSection } from './DiscountCodesSection.js';
import { InsightSection } from './InsightSection.js';
import { MembersSection } from './MembersSection.js';
import { OperatorInbox } from './OperatorInbox.js';
import styles from './OperatorScreen.module.css';
import { PersonasSection } from './PersonasSection.js';
import { PhotoReviewSection } from './PhotoReviewSection.js';
import { ProfileTextsSection } from './ProfileTextsSection.js';
import { ReportsSection } from './ReportsSection.js';
import { SavedRepliesSection } from './SavedRepliesSection.js';
import { TeamSection } from './TeamSection.js';
import { TransparencySection } from './TransparencySection.js';
import { useRoleNames } from './use-role-names.js';

/**
 * The back office of a logged-in operator: who is at work and with which roles, the navigation to
 * the parts those roles open (the chat inbox with the messages waiting, the team, the audit log),
 * and the part at the address. `/operator` of an operator without the chat inbox opens their first
 * part; an address their roles do not open says which roles it is for (the server refuses the
 * calls behind it anyway: `OPERATOR_ENDPOINT_ROLES`).
 */
export function BackOffice({ store }: { store: OperatorStore }) {
  const { operator, unread } = useSnapshot(store.state);
  const { pathname } = useLocation();
  const settings = useSettings();
  const roleNames = useRoleNames();
  const { t } = useTranslation('operator');
  const roles = operator?.roles ?? [];
  const sections = sectionsFor(roles);
  const section = sectionAt(pathname);
  const allowed = sections.includes(section);
  const [first] = sections;
  if (!allowed && pathname === section.path && section.id === 'inbox' && first)
    return <Navigate to={first.path} replace />;
  return (
    <div className={styles.backOffice}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        {sections.length ? (
          <nav aria-label={t('nav.label')} className={styles.nav}>
            {sections.map((each) => (
              <Link
                key={each.id}
                to={each.path}
                aria-current={each === section ? 'page' : undefined}
                className={styles.navLink}
              >
                {t(`nav.${each.id}`)}
                {each.id === 'inbox' && unread > 0 ? (
                  <Badge>{t('header.waiting', { count: unread })}</Badge>
                ) : null}
              </Link>
            ))}
          </nav>
        ) : null}
        <p className={styles.who}>
          {t('header.signedInAs', { name: operator?.name })}
          <span className={styles.roles}>{t('header.roles', { roles: roleNames(roles) })}</span>
        </p>
        <Button variant="ghost" onPress={() => void store.actions.logout()}>
          <LogOut aria-hidden="true" className={styles.icon} />
          {t('header.logout')}
        </Button>
      </header>
      {!allowed ? (
        <div className={sectionStyles.section}>
          <section className={page.narrow} aria-labelledby="role-required-title">
            <h2 id="role-required-title" className={page.title}>
              {t('roleRequired.title')}
            </h2>
            <p className={page.text}>
              {t('roleRequired.text', { roles: roleNames(rolesOf(section)), brand: settings.name })}
            </p>
          </section>
        </div>
      ) : section.id === 'personas' ? (
        <PersonasSection />
      ) : section.id === 'replies' ? (
        <SavedRepliesSection />
      ) : section.id === 'photos' ? (
        <PhotoReviewSection />
      ) : section.id === 'texts' ? (
        <ProfileTextsSection />
      ) : section.id === 'reports' ? (
        <ReportsSection />
      ) : section.id === 'appeals' ? (
        <AppealsSection />
      ) : section.id === 'transparency' ? (
        <TransparencySection />
      ) : section.id === 'insight' ? (
        <InsightSection />
      ) : section.id === 'members' ? (
        <MembersSection roles={roles} />
      ) : section.id === 'discounts' ? (
        <DiscountCodesSection />
      ) : section.id === 'team' ? (
        <TeamSection />
      ) : section.id === 'audit' ? (
        <AuditSection />
      ) : (
        <OperatorInbox store={store} />
      )}
    </div>
  );
}
