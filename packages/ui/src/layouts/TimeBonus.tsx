import { createTimeBonusStore, type TimeBonusStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Link } from '../components/Link.js';
import { Modal } from '../components/Modal.js';
import { useOverlays, useSettings, useStores } from '../stores-context.js';
import styles from './TimeBonus.module.css';

/** The time bonus's store, made when a new member enters the members area, gone on logout. */
function useTimeBonusStore(hours: number): TimeBonusStore {
  const { api, clock, session, overlays, storage } = useStores();
  const [store] = useState(() =>
    createTimeBonusStore({ api, clock, session, overlays, storage, hours }),
  );
  useEffect(() => {
    void store.actions.load();
    store.actions.enterMembersArea();
    return () => store.destroy();
  }, [store]);
  return store;
}

/**
 * The time bonus of a new member (spec section 3), while the server offers it: a banner under
 * the navigation with the discount, the countdown (hh:mm:ss, every second; a timer that screen
 * readers do not read out each tick) and a link to /credits; and, 40 s after entering the members
 * area with 0 credits, a pop-up that says to act fast (4 hours), when the overlay queue lets it
 * open (`timeBonus`, the last of the pop-ups) and the member has not closed it before (then it
 * stays closed, also after a reload). The hours are the brand's (`settings.offers`, 4 by
 * default). The default layout mounts it for a logged-in member who has not paid and signed up
 * less than those hours ago; its code and texts
 * load then, not with anyone's first page.
 */
export function TimeBonus() {
  const { time_bonus_hours: hours } = useSettings().offers;
  const store = useTimeBonusStore(hours);
  const { bonus, countdown } = useSnapshot(store.state);
  const { open } = useOverlays();
  const { t } = useTranslation('money');
  if (!bonus) return null;
  const time = `${countdown.hours}:${countdown.minutes}:${countdown.seconds}`;
  const close = () => store.actions.closeModal();
  return (
    <>
      <aside className={styles.banner} aria-label={t('timeBonus.label')}>
        <p className={styles.text}>
          <strong>{t('timeBonus.title', { percent: bonus.percentage })}</strong>{' '}
          <span className={styles.countdown}>
            {t('timeBonus.endsIn')} <span role="timer">{time}</span>
          </span>
        </p>
        <Link to="/credits" variant="button" className={styles.cta}>
          {t('timeBonus.cta')}
        </Link>
      </aside>
      <Modal
        title={t('timeBonus.modalTitle')}
        isOpen={open?.kind === 'timeBonus'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        closeLabel={t('timeBonus.close')}
      >
        <div className={styles.modalBody}>
          <p>{t('timeBonus.modalText', { count: hours, percent: bonus.percentage })}</p>
          <p className={styles.modalCountdown}>
            {t('timeBonus.endsIn')} <span role="timer">{time}</span>
          </p>
          <Link to="/credits" variant="button" onClick={close}>
            {t('timeBonus.cta')}
          </Link>
        </div>
      </Modal>
    </>
  );
}
