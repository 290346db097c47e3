import type { AppealOutcome, ModerationAppeal } from '@dating/contract';
import { APPEAL_OUTCOMES, APPEAL_TEXT_MAX_LENGTH } from '@dating/contract/enums';
import { type AppealsStore, createAppealsStore } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { TextArea } from '../../components/TextArea.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { RestrictionSummary, useDateText } from './RestrictionSummary.js';
import { useSectionStore } from './use-section-store.js';

/**
 * The back office's appeals (`/operator/appeals`, moderators and admins): members' appeals
 * against restrictions (EU DSA, Art. 20), the oldest first, each beside the restriction it is
 * against; never an appeal against the moderator's own decision. The decision keeps the
 * restriction or undoes it, with the answer the member reads.
 */
export function AppealsSection() {
  const store = useSectionStore(createAppealsStore);
  const state = useSnapshot(store.state);
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="appeals-title">
        <h2 id="appeals-title" className={page.title}>
          {t('appeals.title')}
        </h2>
        <p className={page.intro}>{t('appeals.intro')}</p>
        {state.loadProblem ? (
          <Alert tone="danger" title={t('appeals.loadFailed')}>
            {problemText(state.loadProblem)}
          </Alert>
        ) : state.appeals === null ? (
          <p role="status">{t('loading')}</p>
        ) : state.appeals.length === 0 ? (
          <p role="status">{t('appeals.none')}</p>
        ) : (
          <ol className={styles.stack}>
            {state.appeals.map((appeal) => (
              <li key={appeal.id}>
                <AppealCard appeal={appeal as ModerationAppeal} store={store} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function AppealCard({ appeal, store }: { appeal: ModerationAppeal; store: AppealsStore }) {
  const { deciding, problem } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const dateText = useDateText();
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText();
  const [outcome, setOutcome] = useState<AppealOutcome>('upheld');
  const [answer, setAnswer] = useState('');
  const [answerMissing, setAnswerMissing] = useState(false);
  const titleId = `appeal-${appeal.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!answer.trim()) {
      setAnswerMissing(true);
      return;
    }
    void store.actions.decide({ appeal: appeal.id, outcome, answer });
  };
  return (
    <article className={page.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {t('appeals.appealOf', {
          name: appeal.member?.name ?? t('reports.erased'),
          date: dateText(appeal.created_at),
        })}
      </h3>
      <RestrictionSummary restriction={appeal.restriction} />
      <blockquote className={styles.quote}>
        <p>{appeal.text}</p>
      </blockquote>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div role="alert">
          {problem && deciding === null ? (
            <Alert tone="danger">{problemText(problem)}</Alert>
          ) : null}
        </div>
        <RadioGroup
          label={t('appeals.outcome')}
          orientation="horizontal"
          options={APPEAL_OUTCOMES.map((id) => ({ id, label: t(`appeals.outcomes.${id}`) }))}
          value={outcome}
          onChange={(value) => setOutcome(value as AppealOutcome)}
        />
        <TextArea
          label={t('appeals.answer')}
          description={t('appeals.answerHint')}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setAnswerMissing(false);
          }}
          maxLength={APPEAL_TEXT_MAX_LENGTH}
          isRequired
          errorMessage={answerMissing ? fieldProblemText('answer', 'required') : null}
        />
        <div className={page.actions}>
          <Button type="submit" isPending={deciding === appeal.id}>
            {t('appeals.submit')}
          </Button>
        </div>
      </form>
    </article>
  );
}
