import type { FieldProblems } from '@dating/contract/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { FormMessage, type FormOutcome } from '../../components/FormMessage.js';
import { Link } from '../../components/Link.js';
import { Switch } from '../../components/Switch.js';
import { TextField } from '../../components/TextField.js';
import { useAccount, useAccountStores } from '../../hooks/use-account-stores.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useSession, useStores } from '../../stores-context.js';
import styles from './AccountSection.module.css';

/**
 * Changes the e-mail address, confirmed with the current password: the new address gets a link
 * that makes the change. The account store checks the form; this shows what it reports.
 */
function EmailChangeForm() {
  const accountStores = useAccountStores();
  const { user } = useSession();
  const { busy } = useAccount();
  const { t } = useTranslation('profile');
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('emailChange');
  const [values, setValues] = useState({ email: '', password: '' });
  const [fields, setFields] = useState<FieldProblems>({});
  const [message, setMessage] = useState<FormOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const result = await accountStores.account.actions.requestEmailChange(values);
    setFields(result.ok ? {} : result.problem.fields);
    if (result.ok) {
      setMessage({ tone: 'success', text: t('account.emailSent', { email: values.email.trim() }) });
      setValues({ email: '', password: '' });
    } else if (!result.problem.fields.email && !result.problem.fields.password) {
      setMessage({ tone: 'danger', text: problemText(result.problem) });
    }
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues({ ...values, [name]: value });
      setFields({ ...fields, [name]: undefined });
    },
    errorMessage: fieldProblemText(name, fields[name]),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.email')}>
      <h3 className={styles.subtitle}>{t('account.email')}</h3>
      <p className={styles.text}>{t('account.currentEmail', { email: user?.email })}</p>
      <TextField
        label={t('account.newEmail')}
        name="new-email"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        label={t('account.emailPassword')}
        name="email-change-password"
        type="password"
        autoComplete="current-password"
        description={t('account.emailPasswordHint')}
        {...field('password')}
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

/**
 * Changes the password with the current one; other devices are logged out. The account store
 * checks the form; this shows what it reports.
 */
function PasswordChangeForm() {
  const accountStores = useAccountStores();
  const { busy } = useAccount();
  const { t } = useTranslation('profile');
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('passwordChange');
  const empty = { old_password: '', new_password: '', confirmation: '' };
  const [values, setValues] = useState(empty);
  const [fields, setFields] = useState<FieldProblems>({});
  const [message, setMessage] = useState<FormOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const result = await accountStores.account.actions.changePassword(values);
    setFields(result.ok ? {} : result.problem.fields);
    if (result.ok) {
      setValues(empty);
      setMessage({ tone: 'success', text: t('account.passwordChanged') });
    } else if (!Object.keys(result.problem.fields).some((name) => name in empty)) {
      setMessage({ tone: 'danger', text: problemText(result.problem) });
    }
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues({ ...values, [name]: value });
      setFields({ ...fields, [name]: undefined });
    },
    errorMessage: fieldProblemText(name, fields[name]),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.password')}>
      <h3 className={styles.subtitle}>{t('account.password')}</h3>
      <TextField
        label={t('account.oldPassword')}
        name="current-password"
        type="password"
        autoComplete="current-password"
        {...field('old_password')}
      />
      <TextField
        label={t('account.newPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        {...field('new_password')}
      />
      <TextField
        label={t('account.repeatPassword')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        {...field('confirmation')}
      />
      <div>
        <Button type="submit" variant="secondary" isPending={busy === 'changePassword'}>
          {t('account.changePassword')}
        </Button>
      </div>
      <FormMessage message={message} />
    </form>
  );
}

/** Invisible mode, e-mail and password changes, the data download and the way to deletion. */
export function AccountSection() {
  const stores = useStores();
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
          <a href={stores.api.urlOf('getMyData')} download className={styles.download}>
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
