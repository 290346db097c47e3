import { PASSWORD_MIN_LENGTH } from '@dating/contract/enums';
import { isValidEmail } from '@dating/contract/rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { FormMessage, type FormOutcome } from '../../components/FormMessage.js';
import { Link } from '../../components/Link.js';
import { Switch } from '../../components/Switch.js';
import { TextField } from '../../components/TextField.js';
import { useAccount, useAccountStores } from '../../hooks/use-account-stores.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSession } from '../../stores-context.js';
import styles from './AccountSection.module.css';

/** Changes the e-mail address: the new one gets a link that makes the change. */
function EmailChangeForm() {
  const accountStores = useAccountStores();
  const { user } = useSession();
  const { busy } = useAccount();
  const { t } = useTranslation('profile');
  const { t: te } = useTranslation('problems');
  const problemText = useProblemText();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<FormOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const address = email.trim();
    if (!isValidEmail(address) || address.toLowerCase() === user?.email.toLowerCase()) {
      setFieldError(te('email_invalid'));
      return;
    }
    setFieldError(null);
    const result = await accountStores.account.actions.requestEmailChange(address);
    if (result.ok) {
      setMessage({ tone: 'success', text: t('account.emailSent', { email: address }) });
      setEmail('');
    } else if (result.problem.code === 'email_invalid' || result.problem.code === 'email_taken') {
      setFieldError(problemText(result.problem));
    } else {
      setMessage({ tone: 'danger', text: problemText(result.problem) });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.email')}>
      <h3 className={styles.subtitle}>{t('account.email')}</h3>
      <p className={styles.text}>{t('account.currentEmail', { email: user?.email })}</p>
      <TextField
        label={t('account.newEmail')}
        name="new-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setFieldError(null);
        }}
        errorMessage={fieldError}
      />
      <div>
        <Button type="submit" variant="secondary" isPending={busy === 'requestEmailChange'}>
          {t('account.changeEmail')}
        </Button>
      </div>
      <FormMessage message={message} />
    </form>
  );
}

/** Changes the password with the current one; other devices are logged out. */
function PasswordChangeForm() {
  const accountStores = useAccountStores();
  const { busy } = useAccount();
  const { t } = useTranslation(['profile', 'account']);
  const problemText = useProblemText();
  const [values, setValues] = useState({ old: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<{ old?: string; next?: string; repeat?: string }>({});
  const [message, setMessage] = useState<FormOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const found: typeof errors = {};
    if (!values.old) found.old = problemText({ code: 'wrong_password', fields: {} });
    if (values.next.length < PASSWORD_MIN_LENGTH) {
      found.next = t('account:reset.tooShort', { count: PASSWORD_MIN_LENGTH });
    } else if (values.next !== values.repeat) {
      found.repeat = t('account:reset.mismatch');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await accountStores.account.actions.changePassword(values.old, values.next);
    if (result.ok) {
      setValues({ old: '', next: '', repeat: '' });
      setMessage({ tone: 'success', text: t('profile:account.passwordChanged') });
    } else if (result.problem.code === 'wrong_password') {
      setErrors({ old: problemText(result.problem) });
    } else {
      setMessage({ tone: 'danger', text: problemText(result.problem) });
    }
  };

  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (value: string) => {
      setValues({ ...values, [key]: value });
      setErrors({ ...errors, [key]: undefined });
    },
    errorMessage: errors[key] ?? null,
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('profile:account.password')}
    >
      <h3 className={styles.subtitle}>{t('profile:account.password')}</h3>
      <TextField
        label={t('profile:account.oldPassword')}
        name="current-password"
        type="password"
        autoComplete="current-password"
        {...field('old')}
      />
      <TextField
        label={t('profile:account.newPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        {...field('next')}
      />
      <TextField
        label={t('profile:account.repeatPassword')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        {...field('repeat')}
      />
      <div>
        <Button type="submit" variant="secondary" isPending={busy === 'changePassword'}>
          {t('profile:account.changePassword')}
        </Button>
      </div>
      <FormMessage message={message} />
    </form>
  );
}

/** Invisible mode, e-mail and password changes, the data download and the way to deletion. */
export function AccountSection() {
  const accountStores = useAccountStores();
  const { user } = useSession();
  const { t } = useTranslation('profile');
  if (!user) return null;
  return (
    <div className={styles.section}>
      <Switch
        isSelected={user.invisible}
        onChange={(invisible) => void accountStores.profile.actions.setInvisible(invisible)}
        description={t('account.invisibleHint')}
      >
        {t('account.invisible')}
      </Switch>
      <EmailChangeForm />
      <PasswordChangeForm />
      <div className={styles.form}>
        <h3 className={styles.subtitle}>{t('account.data')}</h3>
        <p className={styles.text}>{t('account.dataHint')}</p>
        <div>
          <a href={accountStores.accountApi.myDataUrl()} download className={styles.download}>
            {t('account.download')}
          </a>
        </div>
      </div>
      <p className={styles.text}>
        <Link to="/notifications">{t('account.settings')}</Link>
      </p>
    </div>
  );
}
