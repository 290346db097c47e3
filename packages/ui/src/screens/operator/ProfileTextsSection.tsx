import type { ReviewText } from '@dating/contract';
import {
  GROUND_OF_PROFILE_TEXT_FLAG,
  PROFILE_TEXT_REJECTION_GROUNDS,
  type ProfileTextRejectionGround,
} from '@dating/contract/enums';
import { createProfileTextReviewStore, type ProfileTextReviewStore } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Select } from '../../components/Select.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { Breakable } from './Breakable.js';
import { LoadFailed } from './LoadFailed.js';
import { useDateText } from './RestrictionSummary.js';
import { useSectionStore } from './use-section-store.js';

/**
 * The review of profile texts (`/operator/texts`, moderators and admins): the names and about-me
 * texts that look like contact details, links or money requests (`profileTextFlags` found them;
 * nothing is decided automatically), the oldest first, each with its member and why it waits.
 * Keep it, or remove it on a ground: an about-me text is emptied, a name cut to its first word,
 * and the member gets a statement of reasons with the appeal.
 */
export function ProfileTextsSection() {
  const store = useSectionStore(createProfileTextReviewStore);
  const state = useSnapshot(store.state);
  const dateText = useDateText();
  const { t } = useTranslation('operator');
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="texts-title">
        <h2 id="texts-title" className={page.title}>
          {t('texts.title')}
        </h2>
        <p className={page.intro}>{t('texts.intro')}</p>
        {state.oldestAt ? (
          <p role="status" className={styles.muted}>
            {t('texts.waiting', { count: state.waiting, date: dateText(state.oldestAt) })}
          </p>
        ) : null}
        {state.loadProblem ? (
          <LoadFailed
            title={t('texts.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : state.texts === null ? (
          <p role="status">{t('loading')}</p>
        ) : state.texts.length === 0 ? (
          <p role="status">{t('texts.none')}</p>
        ) : (
          <ul className={styles.stack}>
            {state.texts.map((text) => (
              <li key={text.id}>
                <TextReview text={text as ReviewText} store={store} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One text: whose, which field, why it waits, the text, and the decision on it. */
function TextReview({ text, store }: { text: ReviewText; store: ProfileTextReviewStore }) {
  const { deciding, problem } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const dateText = useDateText();
  const problemText = useProblemText();
  const [first] = text.flags;
  const [ground, setGround] = useState<ProfileTextRejectionGround>(
    first ? GROUND_OF_PROFILE_TEXT_FLAG[first] : 'spam',
  );
  const titleId = `text-${text.id}`;
  const { member } = text;
  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {t(`texts.fields.${text.field}`, { name: member.name })}
      </h3>
      <p className={styles.muted}>
        {t('reports.card', {
          age: member.age,
          place: [member.city, member.country].filter(Boolean).join(', '),
        })}{' '}
        {t('reports.memberId', { id: member.id })} · {dateText(text.created_at)}
      </p>
      <ul className={styles.photos} aria-label={t('texts.flags.label')}>
        {text.flags.map((flag) => (
          <li key={flag}>
            <Badge tone="warning">{t(`texts.flags.${flag}`)}</Badge>
          </li>
        ))}
      </ul>
      <blockquote className={styles.quote}>
        <p>
          <Breakable text={text.text} />
        </p>
      </blockquote>
      <div role="alert">
        {problem?.text === text.id ? (
          <Alert tone="danger">{problemText(problem.problem)}</Alert>
        ) : null}
      </div>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          isPending={deciding === text.id}
          onPress={() => void store.actions.approve(text.id)}
        >
          {t('texts.keep')}
        </Button>
        <Select
          label={t('reports.decision.ground')}
          options={PROFILE_TEXT_REJECTION_GROUNDS.map((id) => ({
            id,
            label: t(`banPage:grounds.${id}`),
          }))}
          value={ground}
          onChange={(value) => setGround(value as ProfileTextRejectionGround)}
        />
        <Button
          variant="danger"
          isPending={deciding === text.id}
          onPress={() => void store.actions.reject(text.id, ground)}
        >
          {t(`texts.remove.${text.field}`)}
        </Button>
      </div>
    </article>
  );
}
