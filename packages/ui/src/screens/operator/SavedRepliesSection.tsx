import type { FieldProblem, Language, Persona, SavedReply } from '@dating/contract';
import {
  LANGUAGES,
  SAVED_REPLY_NAME_PLACEHOLDER,
  SAVED_REPLY_TITLE_MAX_LENGTH,
} from '@dating/contract/enums';
import {
  createPersonasStore,
  createSavedRepliesStore,
  type SavedRepliesStore,
} from '@dating/logic';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Modal } from '../../components/Modal.js';
import { Select } from '../../components/Select.js';
import { TextArea } from '../../components/TextArea.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { LoadFailed } from './LoadFailed.js';
import { useSectionStore } from './use-section-store.js';

type Problems = Partial<Record<'persona' | 'title' | 'text', FieldProblem>>;

/** What the form holds: the persona's id as the select names it (`all`: every persona). */
interface ReplyDraft {
  persona: string;
  language: Language;
  title: string;
  text: string;
}

const EVERY_PERSONA = 'all';

const languageName = (code: Language) =>
  LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

/**
 * The chat team's saved replies (`/operator/replies`, the chat team and admins): texts kept ready
 * per language and persona (or for every persona), which the inbox's answer box offers in the
 * member's language, the persona's own first. `{name}` in a text becomes the member's name. The
 * list can be narrowed to one language; beside it, the reply being made or changed, and removing
 * one after a confirmation.
 */
export function SavedRepliesSection() {
  const store = useSectionStore(createSavedRepliesStore);
  const personasStore = useSectionStore(createPersonasStore);
  const state = useSnapshot(store.state);
  const { personas } = useSnapshot(personasStore.state);
  const { t } = useTranslation('operator');
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [shown, setShown] = useState<Language | 'all'>('all');
  const replies = (state.replies ?? []) as SavedReply[];
  const listed = shown === 'all' ? replies : replies.filter((reply) => reply.language === shown);
  const reply = replies.find((each) => each.id === selected) ?? null;
  const active = ((personas ?? []) as Persona[]).filter((persona) => persona.status === 'active');
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="replies-title">
        <div className={styles.toolbar}>
          <h2 id="replies-title" className={page.title}>
            {t('replies.title')}
          </h2>
          <Button onPress={() => setSelected('new')}>
            <Plus aria-hidden="true" className={styles.icon} />
            {t('replies.new')}
          </Button>
        </div>
        <p className={page.intro}>
          {t('replies.intro', { placeholder: SAVED_REPLY_NAME_PLACEHOLDER })}
        </p>
        {state.loadProblem ? (
          <LoadFailed
            title={t('replies.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : state.replies === null ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <div className={styles.split}>
            <nav aria-label={t('replies.list')} className={styles.list}>
              <Select
                label={t('replies.show')}
                options={[
                  { id: 'all', label: t('replies.allLanguages') },
                  ...LANGUAGES.map((language) => ({
                    id: language.code,
                    label: language.nativeName,
                  })),
                ]}
                value={shown}
                onChange={(code) => setShown(code as Language | 'all')}
              />
              {listed.length === 0 ? <p>{t('replies.none')}</p> : null}
              <ul>
                {listed.map((each) => (
                  <li key={each.id}>
                    <button
                      type="button"
                      className={styles.listItem}
                      aria-current={each.id === selected ? 'true' : undefined}
                      onClick={() => setSelected(each.id)}
                    >
                      <span className={styles.entryText}>
                        <span className={styles.name}>{each.title}</span>
                        <span className={styles.muted}>
                          {t('replies.for', {
                            language: languageName(each.language),
                            persona: each.persona?.name ?? t('replies.everyPersona'),
                          })}
                        </span>
                        <span className={styles.muted}>{each.text}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {selected === 'new' ? (
              <section className={styles.detail} aria-labelledby="reply-form-title">
                <h3 id="reply-form-title" className={styles.subtitle}>
                  {t('replies.new')}
                </h3>
                <ReplyForm
                  store={store}
                  reply={null}
                  personas={active}
                  onSaved={(id) => setSelected(id)}
                />
              </section>
            ) : reply ? (
              <section key={reply.id} className={styles.detail} aria-labelledby="reply-form-title">
                <h3 id="reply-form-title" className={styles.subtitle}>
                  {reply.title}
                </h3>
                {reply.updated_by ? (
                  <p className={styles.muted}>
                    {t('replies.savedBy', { name: reply.updated_by.name })}
                  </p>
                ) : null}
                <ReplyForm
                  store={store}
                  reply={reply}
                  personas={active}
                  onSaved={() => undefined}
                />
                <RemoveReply store={store} reply={reply} onRemoved={() => setSelected(null)} />
              </section>
            ) : (
              <p className={styles.detail}>{t('replies.pick')}</p>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

/** The fields of a reply, new or changed; a change sends only what differs. */
function ReplyForm({
  store,
  reply,
  personas,
  onSaved,
}: {
  store: SavedRepliesStore;
  reply: SavedReply | null;
  personas: readonly Persona[];
  onSaved: (id: number) => void;
}) {
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('savedReply');
  const { t } = useTranslation(['operator', 'forms']);
  const [draft, setDraft] = useState<ReplyDraft>({
    persona: reply?.persona ? String(reply.persona.id) : EVERY_PERSONA,
    language: reply?.language ?? 'en',
    title: reply?.title ?? '',
    text: reply?.text ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const busy = state.saving === (reply?.id ?? 'new');
  // A persona that is no longer live stays a choice of the replies made for it.
  const choices =
    reply?.persona && !personas.some((persona) => persona.id === reply.persona?.id)
      ? [...personas, { id: reply.persona.id, name: reply.persona.name }]
      : personas;
  const textTooLong = draft.text.trim().length > settings.message_length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Problems = {};
    if (!draft.title.trim()) found.title = 'required';
    if (!draft.text.trim()) found.text = 'required';
    setProblems(found);
    if (Object.keys(found).length > 0 || textTooLong) return;
    const fields = {
      persona: draft.persona === EVERY_PERSONA ? null : Number(draft.persona),
      language: draft.language,
      title: draft.title.trim(),
      text: draft.text.trim(),
    };
    const result = reply
      ? await store.actions.update(reply.id, changesOf(fields, reply))
      : await store.actions.create(fields);
    if (!result.ok) {
      const refused = (result.problem.fields ?? {}) as Problems;
      setProblems(refused);
      const [field, problem] = Object.entries(refused)[0] ?? [];
      const text = field ? fieldProblemText(field, problem) : null;
      setOutcome({ tone: 'danger', text: text ?? problemText(result.problem) });
      return;
    }
    setOutcome({ tone: 'success', text: t('forms:saved') });
    onSaved(result.value.reply.id);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Select
        label={t('replies.form.persona')}
        options={[
          { id: EVERY_PERSONA, label: t('replies.everyPersona') },
          ...choices.map((persona) => ({ id: String(persona.id), label: persona.name })),
        ]}
        value={draft.persona}
        onChange={(persona) => setDraft({ ...draft, persona })}
        errorMessage={fieldProblemText('persona', problems.persona)}
      />
      <Select
        label={t('replies.form.language')}
        options={LANGUAGES.map((language) => ({ id: language.code, label: language.nativeName }))}
        value={draft.language}
        onChange={(language) => setDraft({ ...draft, language: language as Language })}
      />
      <TextField
        label={t('replies.form.title')}
        name="title"
        value={draft.title}
        onChange={(title) => setDraft({ ...draft, title })}
        description={t('replies.form.titleHint')}
        isRequired
        errorMessage={
          draft.title.length > SAVED_REPLY_TITLE_MAX_LENGTH
            ? fieldProblemText('title', 'too_long')
            : fieldProblemText('title', problems.title)
        }
      />
      <TextArea
        label={t('replies.form.text')}
        name="text"
        value={draft.text}
        onChange={(text) => setDraft({ ...draft, text })}
        rows={5}
        isRequired
        description={t('replies.form.textHint', { placeholder: SAVED_REPLY_NAME_PLACEHOLDER })}
        errorMessage={
          textTooLong
            ? t('replies.form.textTooLong', { count: settings.message_length })
            : fieldProblemText('text', problems.text)
        }
      />
      {outcome ? (
        <Alert tone={outcome.tone} live>
          {outcome.text}
        </Alert>
      ) : null}
      <div className={page.actions}>
        <Button type="submit" isPending={busy}>
          {reply ? t('replies.form.save') : t('replies.form.create')}
        </Button>
      </div>
    </form>
  );
}

/** The fields that differ from the reply as it is. */
function changesOf(
  fields: { persona: number | null; language: Language; title: string; text: string },
  reply: SavedReply,
) {
  return {
    ...((reply.persona?.id ?? null) !== fields.persona ? { persona: fields.persona } : {}),
    ...(reply.language !== fields.language ? { language: fields.language } : {}),
    ...(reply.title !== fields.title ? { title: fields.title } : {}),
    ...(reply.text !== fields.text ? { text: fields.text } : {}),
  };
}

/** Removing a reply, after a confirmation. */
function RemoveReply({
  store,
  reply,
  onRemoved,
}: {
  store: SavedRepliesStore;
  reply: SavedReply;
  onRemoved: () => void;
}) {
  const state = useSnapshot(store.state);
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  const [asking, setAsking] = useState(false);
  const problem = state.problem?.reply === reply.id ? state.problem.problem : null;
  return (
    <>
      <div className={page.actions}>
        <Button variant="danger" onPress={() => setAsking(true)}>
          {t('replies.remove.button')}
        </Button>
      </div>
      <Modal
        title={t('replies.remove.title', { title: reply.title })}
        isOpen={asking}
        onOpenChange={setAsking}
      >
        <p className={page.text}>{t('replies.remove.text')}</p>
        {problem ? <Alert tone="danger">{problemText(problem)}</Alert> : null}
        <div className={page.actions}>
          <Button
            variant="danger"
            isPending={state.saving === reply.id}
            onPress={async () => {
              if ((await store.actions.remove(reply.id)).ok) {
                setAsking(false);
                onRemoved();
              }
            }}
          >
            {t('replies.remove.confirm')}
          </Button>
          <Button variant="secondary" onPress={() => setAsking(false)}>
            {t('replies.remove.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
