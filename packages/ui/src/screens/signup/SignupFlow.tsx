import { SIGNUP_STEPS, type SignupStep } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { useSignup } from '../../stores-context.js';
import { SignupAccountStep } from './SignupAccountStep.js';
import styles from './SignupFlow.module.css';
import {
  SignupAboutStep,
  SignupDetailsStep,
  SignupNotificationsStep,
  SignupPhotoStep,
} from './SignupSteps.js';

const STEP_SCREENS = [
  SignupAccountStep,
  SignupPhotoStep,
  SignupDetailsStep,
  SignupAboutStep,
  SignupNotificationsStep,
] as const;

/** The heading of a signup step, in the signup namespace. */
export function signupStepTitleKey(step: SignupStep): string {
  return step === 0 ? 'title' : `${SIGNUP_STEPS[step]}Step.title`;
}

/**
 * The signup flow (spec section 4): the account, then photo, location and details, about me and
 * notifications, each of those skippable. The same in the modal and on the /signup page; the
 * layout goes on to /complete-signup when it is finished.
 */
export function SignupFlow() {
  const signup = useSignup();
  const { t } = useTranslation(['signup', 'forms']);

  const Step = STEP_SCREENS[signup.step];
  return (
    <div className={styles.flow}>
      <ol className={styles.progress} aria-label={t('progress')}>
        {SIGNUP_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === signup.step ? 'step' : undefined}
            data-done={index < signup.step ? '' : undefined}
          >
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      <p className={styles.intro}>
        {t('forms:stepOf', { step: signup.step + 1, steps: SIGNUP_STEPS.length })}
      </p>
      <Step />
    </div>
  );
}
