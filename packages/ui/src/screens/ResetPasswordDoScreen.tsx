import { type FieldProblems, PASSWORD_MIN_LENGTH } from '@dating/contract/enums';
import type { ApiProblem } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { Link } from '../components/Link.js';
import { TextField } from '../components/TextField.js';
import { useAccount, useAccountStores } from '../hooks/use-account-stores.js';
import { useLinkToken } from '../hooks/use-link-token.js';
import { useFieldProblemText, useProblemText } from '../hooks/use-problem-text.js';
import { useSettings } from '../stores-context.js';
import styles from './page.module.css';

/**
 * Sets a new password with the reset mail's link (`/reset-password/do?token=...`): the password
 * twice (the account store checks both; 'The entered passwords are not the same.' when they
 * differ). A spent or expired link asks for a new one. Success logs the member in here and out
 * everywhere else.
 */
export function ResetPasswordDoScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { busy } = useAccount();
  const token = useLinkToken();
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('passwordReset');
  const { t } = useTranslation('account');
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [fields, setFields] = useState<FieldProblems>({});
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setProblem(null);
    const result = await accountStores.account.actions.resetPassword(token, values);
    setFields(result.ok ? {} : result.problem.fields);
    if (result.ok) setDone(true);
    else if (result.problem.code !== 'validation_failed') setProblem(result.problem);
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues({ ...values, [name]: value });
      setFields({});
    },
    errorMessage: fieldProblemText(name, fields[name]),
  });

  const page = (content: React.ReactNode) => (
    <div className={styles.narrow}>
      <title>{`${t('reset.doTitle')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('reset.doTitle')}</h1>
      {content}
    </div>
  );

  if (done) {
    return page(
      <>
        <Alert tone="success">{t('reset.done')}</Alert>
        <div>
          <Link to="/members" variant="button">
            {t('reset.toMembers')}
          </Link>
        </div>
      </>,
    );
  }
  if (!token) {
    return page(
      <Alert tone="warning" actions={<Link to="/reset-password">{t('reset.newLink')}</Link>}>
        {t('reset.missingToken')}
      </Alert>,
    );
  }
  return page(
    <>
      <p className={styles.intro}>{t('reset.doIntro')}</p>
      <form className={styles.card} onSubmit={submit} noValidate>
        <TextField
          label={t('reset.newPassword')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          isRequired
          description={t('reset.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          {...field('password')}
        />
        <TextField
          label={t('reset.repeatPassword')}
          name="repeat-password"
          type="password"
          autoComplete="new-password"
          isRequired
          {...field('confirmation')}
        />
        <div>
          <Button type="submit" isPending={busy === 'resetPassword'}>
            {busy === 'resetPassword' ? t('reset.saving') : t('reset.save')}
          </Button>
        </div>
      </form>
      {problem ? (
        <Alert
          tone="danger"
          actions={
            problem.code === 'token_invalid' ? (
              <Link to="/reset-password">{t('reset.newLink')}</Link>
            ) : undefined
          }
        >
          {problemText(problem)}
        </Alert>
      ) : null}
    </>,
  );
}
