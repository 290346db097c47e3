import { createOwnRestrictionsStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { useSession, useStores } from '../stores-context.js';
import styles from './DefaultLayout.module.css';

/**
 * The member's own restrictions they have not read in the app yet (a warning, a photo or a
 * profile text removed), on top of every page until they say they have read each: what, the
 * rule, the facts, and that the statement of reasons with the appeal went to their address.
 */
export function RestrictionNotices() {
  const stores = useStores();
  const [store] = useState(() => createOwnRestrictionsStore({ api: stores.api }));
  useEffect(() => {
    void store.actions.load();
    return () => store.destroy();
  }, [store]);
  const { restrictions } = useSnapshot(store.state);
  const { user } = useSession();
  const { t } = useTranslation('banPage');
  if (!restrictions.length || !user) return null;
  return (
    <section className={styles.notices} aria-label={t('notices.label')}>
      {restrictions.map((restriction) => (
        <Alert
          key={restriction.id}
          tone="warning"
          live={false}
          title={t(`notices.titles.${restriction.kind}`)}
          actions={
            <Button
              variant="secondary"
              onPress={() => void store.actions.acknowledge(restriction.id)}
            >
              {t('notices.read')}
            </Button>
          }
        >
          <p>{t('notices.rule', { rule: t(`grounds.${restriction.ground}`) })}</p>
          {restriction.facts ? <p>{t('notices.facts', { facts: restriction.facts })}</p> : null}
          <p>{t('notices.mailed', { email: user.email })}</p>
        </Alert>
      ))}
    </section>
  );
}
