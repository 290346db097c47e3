import type { Profile } from '@dating/contract';
import { OPERATOR_NOTE_MAX_LENGTH } from '@dating/contract/enums';
import { type ConversationContextStore, placeName } from '@dating/logic';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { FictionalNotice, type FictionalNoticeProps } from '../../components/FictionalNotice.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { TextArea } from '../../components/TextArea.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';
import { LoadFailed } from './LoadFailed.js';
import styles from './OperatorScreen.module.css';
import { useDateText } from './RestrictionSummary.js';

/** The personal details a profile in the panel lists, in this order. */
const DETAILS = [
  'sexuality',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
] as const;

/** The house rules of the inbox, in the order they are shown. */
const HOUSE_RULES = ['truthful', 'noMoney', 'noMeeting'] as const;

/** Props of {@link ConversationContextPanel}. */
export interface ConversationContextPanelProps {
  store: ConversationContextStore;
  fictionalLabel: FictionalNoticeProps;
}

/**
 * Beside an open conversation of the inbox: the house rules every answer keeps, the persona the
 * operator writes as (marked fictional), the member written with, and the note the team keeps on
 * the two. A note a colleague saved while the operator wrote is shown with a warning; the
 * operator's draft stays, to be merged and saved again.
 */
export function ConversationContextPanel({ store, fictionalLabel }: ConversationContextPanelProps) {
  const state = useSnapshot(store.state);
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  const { context } = state;
  return (
    <aside className={styles.context} aria-label={t('context.label')}>
      <section className={styles.contextBlock} aria-labelledby="house-rules-title">
        <h3 id="house-rules-title" className={styles.contextTitle}>
          {t('context.rules.title')}
        </h3>
        <ol className={styles.rules}>
          {HOUSE_RULES.map((rule) => (
            <li key={rule}>{t(`context.rules.${rule}`)}</li>
          ))}
        </ol>
      </section>
      {state.loadProblem ? (
        <LoadFailed
          title={t('context.loadFailed')}
          problem={state.loadProblem}
          onRetry={() => void store.actions.reload()}
        />
      ) : !context ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <NoteForm store={store} />
          <ProfileFacts
            profile={context.persona as Profile}
            title={t('context.persona')}
            mark={<FictionalNotice {...fictionalLabel} />}
          />
          <ProfileFacts profile={context.member as Profile} title={t('context.member')} />
        </>
      )}
      {state.saveProblem &&
      state.saveProblem.code !== 'conflict' &&
      !state.saveProblem.fields.text ? (
        <Alert tone="danger">{problemText(state.saveProblem)}</Alert>
      ) : null}
    </aside>
  );
}

/** The team's note on the member and the persona, with who changed it last. */
function NoteForm({ store }: { store: ConversationContextStore }) {
  const state = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const dateText = useDateText();
  const fieldProblemText = useFieldProblemText();
  const note = state.context?.note ?? null;
  const conflict = state.saveProblem?.code === 'conflict';
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.actions.save();
  };
  const names = {
    persona: state.context?.persona.name ?? '',
    member: state.context?.member.name ?? '',
  };
  return (
    <section className={styles.contextBlock} aria-labelledby="note-title">
      <h3 id="note-title" className={styles.contextTitle}>
        {t('context.note.title')}
      </h3>
      {conflict && note ? (
        <Alert
          tone="warning"
          title={t('context.note.conflict', { name: note.updated_by?.name ?? '' })}
        >
          <blockquote className={styles.noteQuote}>{note.text}</blockquote>
        </Alert>
      ) : null}
      <form className={styles.noteForm} onSubmit={save}>
        <TextArea
          label={t('context.note.label', names)}
          name="note"
          rows={5}
          maxLength={OPERATOR_NOTE_MAX_LENGTH}
          description={
            note?.updated_by
              ? t('context.note.changedBy', {
                  name: note.updated_by.name,
                  date: dateText(note.updated_at),
                })
              : t('context.note.hint')
          }
          value={state.draft}
          onChange={(text) => store.actions.edit(text)}
          errorMessage={fieldProblemText('text', state.saveProblem?.fields.text)}
        />
        <div>
          <Button
            type="submit"
            variant="secondary"
            isPending={state.saving}
            isDisabled={!state.dirty}
          >
            {t('context.note.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A profile as the team needs it beside a conversation: photo, age, place, details, words. */
function ProfileFacts({
  profile,
  title,
  mark,
}: {
  profile: Profile;
  title: string;
  mark?: React.ReactNode;
}) {
  const settings = useSettings();
  const { t } = useTranslation(['operator', 'profile']);
  const id = useId();
  const place = placeName(profile.city, profile.region);
  const details = DETAILS.flatMap((detail) => {
    const value = profile[detail];
    return value
      ? [[t(`profile:details.${detail}`), t(`profile:details.values.${detail}.${value}`)]]
      : [];
  });
  return (
    <section className={styles.contextBlock} aria-labelledby={id}>
      <h3 id={id} className={styles.contextTitle}>
        {title}
      </h3>
      <div className={styles.contextWho}>
        <MemberAvatar profile={profile} cdnPrefix={settings.cdn_prefix} />
        <div>
          <p className={styles.contextName}>
            {place
              ? t('operator:context.nameAgePlace', { name: profile.name, age: profile.age, place })
              : t('operator:context.nameAge', { name: profile.name, age: profile.age })}
          </p>
          {mark}
        </div>
      </div>
      <dl className={styles.facts}>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {profile.interests.length ? (
          <div>
            <dt>{t('profile:about.interests')}</dt>
            <dd>
              {profile.interests.map((interest) => t(`profile:interests.${interest}`)).join(', ')}
            </dd>
          </div>
        ) : null}
        {profile.notes ? (
          <div>
            <dt>{t('profile:about.notes')}</dt>
            <dd className={styles.factText}>{profile.notes}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
