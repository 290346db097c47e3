import { SIGNUP_STEPS, type SignupStep } from '@dating/logic';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignup } from '../../stores-context.js';
import { SignupAccountStep } from './SignupAccountStep.js';
import styles from './SignupFlow.module.css';

// The steps after the account (photos, the profile form with its places and regions) are most of
// the flow's code. They download once the visitor starts on the account step (focus or pointer in
// the flow), so the /signup page and the signup modal paint and hydrate without them.
const loadLaterSteps = () => import('./SignupSteps.js');
// One lazy component for all of them: once its code is there, moving on shows no loading state.
const SignupLaterStep = lazy(() =>
  loadLaterSteps().then((module) => ({ default: module.SignupLaterStep })),
);

const preloadLaterSteps = () => void loadLaterSteps().catch(() => undefined);

/** The heading of a signup step, in the signup namespace. */
export function signupStepTitleKey(step: SignupStep): string {
  return step === 0 ? 'title' : `${SIGNUP_STEPS[step]}Step.title`;
}

/**
 * Brings a new step's start into view: the top of the scrolling box it sits in (the modal), else
 * of the page, so the step opens at its title, not where the last one's button was.
 */
function showFromTheTop(element: HTMLElement) {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) {
      box.scrollTop = 0;
      return;
    }
  }
  window.scrollTo({ top: 0 });
}

/**
 * The signup flow (spec section 4): the account, then photo, location and details, about me and
 * notifications, each of those skippable. The same in the modal and on the /signup page; the
 * layout goes on to /complete-signup when it is finished.
 */
export function SignupFlow() {
  const signup = useSignup();
  const { t } = useTranslation(['signup', 'forms']);
  const flow = useRef<HTMLDivElement>(null);
  const shownStep = useRef(signup.step);

  // Each step opens at its start (the first one where the visitor opened the flow).
  useLayoutEffect(() => {
    if (shownStep.current === signup.step || !flow.current) return;
    shownStep.current = signup.step;
    showFromTheTop(flow.current);
  }, [signup.step]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only start a download when the visitor reaches into the form; there is nothing to operate here
    <div
      ref={flow}
      className={styles.flow}
      onFocus={preloadLaterSteps}
      onPointerDown={preloadLaterSteps}
    >
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
      <Suspense fallback={<p role="status">{t('forms:loading')}</p>}>
        {signup.step === 0 ? <SignupAccountStep /> : <SignupLaterStep step={signup.step} />}
      </Suspense>
    </div>
  );
}
