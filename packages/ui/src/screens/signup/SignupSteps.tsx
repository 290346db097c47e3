import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { usePush, useSession, useSettings, useStores } from '../../stores-context.js';
import { PhotosSection } from '../profile/PhotosSection.js';
import { ProfileForm } from '../profile/ProfileForm.js';
import styles from './SignupFlow.module.css';

/** The Skip button of the optional steps. */
function SkipButton() {
  const stores = useStores();
  const { t } = useTranslation('forms');
  return (
    <Button variant="ghost" onPress={() => stores.signup.actions.nextStep()}>
      {t('skip')}
    </Button>
  );
}

/** Step 1: a photo of the member (public; private photos are for the profile page). */
export function SignupPhotoStep() {
  const stores = useStores();
  const { user } = useSession();
  const { t } = useTranslation(['signup', 'forms']);
  const hasPhoto = Boolean(user?.profile.photos.length);
  return (
    <div className={styles.step}>
      <p className={styles.intro}>{t('photoStep.intro')}</p>
      <PhotosSection allowPrivate={false} />
      <div className={styles.actions}>
        <Button isDisabled={!hasPhoto} onPress={() => stores.signup.actions.nextStep()}>
          {t('forms:continue')}
        </Button>
        <SkipButton />
      </div>
    </div>
  );
}

/** Step 2: location (with the geolocation button) and the main personal details. */
export function SignupDetailsStep() {
  const stores = useStores();
  const { t } = useTranslation('signup');
  return (
    <div className={styles.step}>
      <p className={styles.intro}>{t('detailsStep.intro')}</p>
      <ProfileForm
        parts={['location', 'details']}
        details={['relationship_status', 'body_type', 'hair_color', 'eye_color']}
        submitLabel={t('next')}
        onSaved={() => stores.signup.actions.nextStep()}
        extraActions={<SkipButton />}
      />
    </div>
  );
}

/** Step 3: "about me" and interests. */
export function SignupAboutStep() {
  const stores = useStores();
  const { t } = useTranslation('signup');
  return (
    <div className={styles.step}>
      <p className={styles.intro}>{t('aboutStep.intro')}</p>
      <ProfileForm
        parts={['about']}
        submitLabel={t('next')}
        onSaved={() => stores.signup.actions.nextStep()}
        extraActions={<SkipButton />}
      />
    </div>
  );
}

/** Step 4: push notifications on this device, then the signup is done. */
export function SignupNotificationsStep() {
  const stores = useStores();
  const settings = useSettings();
  const push = usePush();
  const { t } = useTranslation(['signup', 'forms']);
  const [failed, setFailed] = useState(false);
  const subscribed = typeof push.isSubscribed === 'string' && push.isSubscribed !== 'denied';
  // Without the server's push key there is nothing to subscribe to.
  const capable = push.isCapable && Boolean(settings.push_public_key);
  const status = !capable
    ? t('notificationsStep.unsupported')
    : push.isSubscribed === 'denied'
      ? t('notificationsStep.denied')
      : subscribed
        ? t('notificationsStep.enabled')
        : failed
          ? t('notificationsStep.failed')
          : '';
  return (
    <div className={styles.step}>
      <p className={styles.intro}>{t('notificationsStep.intro')}</p>
      <p role="status" className={styles.intro}>
        {status}
      </p>
      <div className={styles.actions}>
        {capable && !subscribed && push.isSubscribed !== 'denied' ? (
          <Button
            variant="secondary"
            isPending={push.pending}
            onPress={async () => setFailed(!(await stores.push.actions.subscribe()).ok)}
          >
            {t('notificationsStep.enable')}
          </Button>
        ) : null}
        <Button onPress={() => stores.signup.actions.nextStep()}>{t('finish')}</Button>
      </div>
    </div>
  );
}

const LATER_STEPS = {
  1: SignupPhotoStep,
  2: SignupDetailsStep,
  3: SignupAboutStep,
  4: SignupNotificationsStep,
} as const;

/** One of the steps after the account (1 to 4): the part of the flow that loads on intent. */
export function SignupLaterStep({ step }: { step: 1 | 2 | 3 | 4 }) {
  const Step = LATER_STEPS[step];
  return <Step />;
}
