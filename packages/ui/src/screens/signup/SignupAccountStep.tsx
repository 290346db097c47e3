import type { Gender, LookingFor } from '@dating/contract/enums';
import {
  MINIMUM_AGE,
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
} from '@dating/contract/enums';
import { emailSuggestion, type SignupField } from '@dating/logic';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DateField } from '../../components/DateField.js';
import { Link } from '../../components/Link.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { TextArea } from '../../components/TextArea.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useSignup, useStores } from '../../stores-context.js';
import { ReactivationOffer } from '../account/ReactivationOffer.js';
import styles from './SignupFlow.module.css';

/**
 * Step 0 of signup: who the member is and looks for, username, e-mail (with a "did you mean"
 * for mistyped mail domains), password and date of birth. The signup store checks them as the
 * spec says before anything is sent; this shows the problems it reports. An existing account is
 * offered login; one pending deletion, reactivation.
 */
export function SignupAccountStep() {
  const stores = useStores();
  const signup = useSignup();
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('signup');
  const { t } = useTranslation('signup');
  const form = useRef<HTMLFormElement>(null);
  const [emailLeft, setEmailLeft] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const { draft, problems, error } = signup;
  const update = stores.signup.actions.update;
  const suggestion = emailLeft ? emailSuggestion(draft.email) : null;
  const problem = (field: SignupField) => fieldProblemText(field, problems[field]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await stores.signup.actions.submitAccount();
    if (!result.ok) setFailedAttempts((count) => count + 1);
  };

  // After a refused attempt, once the fields show their problems, take the member to the first.
  useEffect(() => {
    if (!failedAttempts) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const field = invalid?.matches('input, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, [role="spinbutton"]');
    field?.focus();
  }, [failedAttempts]);

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        <RadioGroup
          label={t('gender')}
          name="gender"
          orientation="horizontal"
          options={[
            { id: 'female', label: t('genders.female') },
            { id: 'male', label: t('genders.male') },
          ]}
          value={draft.gender}
          onChange={(gender) => update({ gender: gender as Gender })}
          errorMessage={problem('gender')}
        />
        <RadioGroup
          label={t('lookingFor')}
          name="looking_for"
          orientation="horizontal"
          options={[
            { id: 'male', label: t('lookingForOptions.male') },
            { id: 'female', label: t('lookingForOptions.female') },
            { id: 'both', label: t('lookingForOptions.both') },
          ]}
          value={draft.looking_for}
          onChange={(lookingFor) => update({ looking_for: lookingFor as LookingFor })}
          errorMessage={problem('looking_for')}
        />
      </div>
      <TextField
        label={t('name')}
        name="username"
        autoComplete="nickname"
        isRequired
        description={t('nameHint')}
        value={draft.name}
        onChange={(name) => update({ name })}
        errorMessage={problem('name')}
      />
      <div className={styles.emailField}>
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          description={t('emailHint')}
          value={draft.email}
          onChange={(email) => {
            setEmailLeft(false);
            update({ email });
          }}
          onBlur={() => setEmailLeft(true)}
          errorMessage={problem('email')}
        />
        <div role="status" className={styles.suggestion}>
          {suggestion ? (
            <>
              <span>{t('didYouMean', { email: suggestion })}</span>{' '}
              <Button variant="ghost" onPress={() => update({ email: suggestion })}>
                {t('useSuggestion', { email: suggestion })}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <TextField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        isRequired
        description={t('passwordHint', { count: PASSWORD_MIN_LENGTH })}
        value={draft.password}
        onChange={(password) => update({ password })}
        errorMessage={problem('password')}
      />
      <DateField
        label={t('dateOfBirth')}
        name="date_of_birth"
        isRequired
        value={draft.date_of_birth}
        onChange={(date_of_birth) => update({ date_of_birth })}
        errorMessage={problem('date_of_birth')}
      />
      {draft.profile_id !== null ? (
        <TextArea
          label={t('message')}
          name="signup_message"
          rows={3}
          maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
          description={t('messageHint')}
          value={draft.signup_message}
          onChange={(signup_message) => update({ signup_message })}
          errorMessage={problem('signup_message')}
        />
      ) : null}
      <p className={styles.legal}>
        {t('legal', { min_age: MINIMUM_AGE, count: MINIMUM_AGE })}{' '}
        <Link to="/pages/terms">{t('terms')}</Link> ·{' '}
        <Link to="/pages/privacy">{t('privacy')}</Link>
      </p>
      <Button type="submit" isPending={signup.pending}>
        {signup.pending ? t('pending') : t('submit')}
      </Button>
      <LiveRegion role="alert">
        {error?.code === 'account_pending_deletion' ? (
          <ReactivationOffer email={draft.email.trim()} text={t('pendingDeletion')} />
        ) : error?.code === 'account_exists' ? (
          <Alert
            live={false}
            tone="danger"
            title={problemText(error)}
            actions={
              <>
                <Link to="/login" variant="button">
                  {t('login')}
                </Link>
                <Link to="/reset-password" variant="button-secondary">
                  {t('forgotPassword')}
                </Link>
              </>
            }
          >
            <p>{t('accountExists')}</p>
          </Alert>
        ) : error ? (
          <Alert tone="danger" live={false}>
            {problemText(error)}
          </Alert>
        ) : null}
      </LiveRegion>
    </form>
  );
}
