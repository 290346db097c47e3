import { APPEAL_TEXT_MAX_LENGTH } from '@dating/contract/enums';
import { createStatementStore, type StatementStore } from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { Link } from '../components/Link.js';
import { TextArea } from '../components/TextArea.js';
import { useFieldProblemText, useProblemText } from '../hooks/use-problem-text.js';
import { useParams } from '../router.js';
import { useSettings, useStores } from '../stores-context.js';
import { ErrorScreen } from './ErrorScreen.js';
import page from './page.module.css';
import styles from './StatementScreen.module.css';

/** The statement's store, made with the page and ended with it; it loads the link's statement. */
function useStatementStore(token: string): StatementStore {
  const stores = useStores();
  const [store] = useState(() => createStatementStore({ api: stores.api }));
  useEffect(() => {
    void store.actions.load(token);
  }, [store, token]);
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

/**
 * A statement of reasons (`/statements/{token}`, EU DSA Art. 17), at the link its mail gave the
 * member, without a login (a suspended or banned member has none): what was decided and until
 * when, the rule, the facts, that a person decided without automated means, whether it still
 * holds; then the appeal (Art. 20): the form until the period ends, once, or the appeal made and,
 * once decided, its outcome and answer. Not for search engines.
 */
export function StatementScreen() {
  const { token = '' } = useParams();
  const store = useStatementStore(token);
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const { t, i18n } = useTranslation('banPage');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  if (state.status === 'error' && state.problem?.code === 'not_found') {
    return <ErrorScreen status={404} />;
  }
  const statement = state.statement;
  return (
    <section className={page.page} aria-labelledby="statement-title">
      <title>{`${t('statement.title')} | ${settings.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="statement-title" className={page.title}>
        {t('statement.title')}
      </h1>
      {state.status === 'error' ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" onPress={() => void store.actions.load(token)}>
              {t('statement.retry')}
            </Button>
          }
        >
          {t('statement.loadFailed')}
        </Alert>
      ) : !statement ? (
        <p role="status">{t('statement.loading')}</p>
      ) : (
        <>
          <p className={page.intro}>
            {t('statement.intro', {
              brand: settings.name,
              date: day.format(new Date(statement.created_at)),
            })}
          </p>
          <dl className={`${page.card} ${styles.facts}`}>
            <dt>{t('statement.what')}</dt>
            <dd>
              {statement.kind === 'suspension' && statement.ends_at
                ? t('statement.kinds.suspension', {
                    date: moment.format(new Date(statement.ends_at)),
                  })
                : t(`statement.kinds.${statement.kind}`)}
            </dd>
            <dt>{t('statement.rule')}</dt>
            <dd>
              {t(`grounds.${statement.ground}`)}{' '}
              <Link to="/pages/ban">{t('statement.policy')}</Link>
            </dd>
            <dt>{t('statement.facts')}</dt>
            <dd>{statement.facts}</dd>
            <dt>{t('statement.how')}</dt>
            <dd>
              {t(
                statement.automated
                  ? 'statement.automated'
                  : statement.kind === 'removal'
                    ? 'statement.personPhoto'
                    : 'statement.person',
              )}
            </dd>
            {statement.lifted_at ? (
              <>
                <dt>{t('statement.status')}</dt>
                <dd>
                  {t('statement.ended', { date: moment.format(new Date(statement.lifted_at)) })}
                </dd>
              </>
            ) : null}
          </dl>
          <AppealPart store={store} appealUntil={day.format(new Date(statement.appeal_until))} />
        </>
      )}
    </section>
  );
}

function AppealPart({ store, appealUntil }: { store: StatementStore; appealUntil: string }) {
  const { statement, appealing, appealProblem } = useSnapshot(store.state);
  const { t, i18n } = useTranslation('banPage');
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const stores = useStores();
  if (!statement) return null;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const appeal = statement.appeal;
  const closed = stores.clock.now() > new Date(statement.appeal_until).getTime();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    void store.actions.appeal(text);
  };
  return (
    <section className={page.card} aria-labelledby="appeal-title">
      <h2 id="appeal-title" className={styles.subtitle}>
        {t('statement.appeal.title')}
      </h2>
      {appeal ? (
        <>
          <p>{t('statement.appeal.sent', { date: day.format(new Date(appeal.created_at)) })}</p>
          <blockquote>
            <p>{appeal.text}</p>
          </blockquote>
          {appeal.outcome && appeal.decided_at ? (
            <Alert tone={appeal.outcome === 'reversed' ? 'success' : 'info'} live={false}>
              <p>
                {t(`statement.appeal.${appeal.outcome}`, {
                  date: day.format(new Date(appeal.decided_at)),
                })}
              </p>
              {appeal.answer ? (
                <p>{t('statement.appeal.answer', { answer: appeal.answer })}</p>
              ) : null}
            </Alert>
          ) : (
            <p>{t('statement.appeal.waiting')}</p>
          )}
        </>
      ) : closed ? (
        <p>{t('statement.appeal.closed', { date: appealUntil })}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>{t('statement.appeal.intro')}</p>
          <p>{t('statement.appeal.until', { date: appealUntil })}</p>
          <div role="alert">
            {appealProblem && !appealProblem.fields.text ? (
              <Alert tone="danger" live={false}>
                {problemText(appealProblem)}
              </Alert>
            ) : null}
          </div>
          <TextArea
            label={t('statement.appeal.label')}
            value={text}
            onChange={(value) => {
              setText(value);
              setMissing(false);
            }}
            rows={6}
            maxLength={APPEAL_TEXT_MAX_LENGTH}
            isRequired
            errorMessage={
              missing
                ? fieldProblemText('text', 'required')
                : fieldProblemText('text', appealProblem?.fields.text)
            }
          />
          <div className={page.actions}>
            <Button type="submit" isPending={appealing}>
              {appealing ? t('statement.appeal.pending') : t('statement.appeal.submit')}
            </Button>
          </div>
        </form>
      )}
      <p>{t('statement.appeal.other')}</p>
    </section>
  );
}
