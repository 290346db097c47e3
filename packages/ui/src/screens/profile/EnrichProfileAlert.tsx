import { alertDismissed, profileGaps } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { useAccountStores, useAlerts } from '../../hooks/use-account-stores.js';
import { useSession, useStores } from '../../stores-context.js';
import styles from './EnrichProfileAlert.module.css';

/**
 * Asks a member with an incomplete profile for what is missing. "Not now" dismisses it; the
 * dismissal is stored with its time, and the alert returns a week later if gaps remain.
 */
export function EnrichProfileAlert() {
  const stores = useStores();
  const accountStores = useAccountStores();
  const { user } = useSession();
  const alerts = useAlerts();
  const { t } = useTranslation('profile');
  if (!user) return null;
  const gaps = profileGaps(user.profile);
  const dismissed = alertDismissed(
    'enrich_profile',
    alerts.dismissed.enrich_profile,
    stores.clock.now(),
  );
  if (!gaps.length || dismissed) return null;
  return (
    <Alert
      tone="info"
      title={t('enrich.title')}
      actions={
        <Button
          variant="ghost"
          onPress={() => accountStores.alerts.actions.dismiss('enrich_profile')}
        >
          {t('enrich.dismiss')}
        </Button>
      }
    >
      <p>{t('enrich.intro')}</p>
      <ul className={styles.gaps}>
        {gaps.map((gap) => (
          <li key={gap}>{t(`enrich.gaps.${gap}`)}</li>
        ))}
      </ul>
    </Alert>
  );
}
