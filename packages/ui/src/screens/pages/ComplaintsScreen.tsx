import {
  COMPLAINT_EXPLANATION_MAX_LENGTH,
  COMPLAINT_SUBJECTS,
  type ComplaintSubject,
  complaintReasonsFor,
} from '@dating/contract/enums';
import { type ComplaintStore, createComplaintStore } from '@dating/logic';
import { type FormEvent, Suspense, use, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { Select } from '../../components/Select.js';
import { TextArea } from '../../components/TextArea.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useSearchParams } from '../../router.js';
import { useLocale, useSession, useSettings, useStores } from '../../stores-context.js';
import styles from './legal.module.css';
import { PageHeader } from './PageHeader.js';
import { RelatedPages } from './RelatedPages.js';

const isSubject = (value: string | null): value is ComplaintSubject =>
  (COMPLAINT_SUBJECTS as readonly string[]).includes(value ?? '');

/**
 * Notices and complaints (`/complaints`, EU Digital Services Act Art. 16), open to everyone: what
 * is reported (a member, a photo, a message, a page of the site, by its link, or for a member one
 * of their own conversations; or the service itself), a reason that fits, an explanation, the
 * sender's name and e-mail address (not needed for a report of child sexual abuse material), and
 * the statement of good faith. A filed notice shows its reference; the acknowledgement is mailed.
 * `?subject=member&url=...` starts the form with what a page asked to report.
 */
export function ComplaintsScreen() {
  const stores = useStores();
  const [params] = useSearchParams();
  const subject = params.get('subject');
  const url = params.get('url');
  const store = useMemo(
    () =>
      createComplaintStore({
        api: stores.api,
        initial: { ...(isSubject(subject) ? { subject } : {}), ...(url ? { url } : {}) },
      }),
    [stores, subject, url],
  );
  useEffect(() => store.destroy, [store]);
  return <ComplaintForm store={store} />;
}

function ComplaintForm({ store }: { store: ComplaintStore }) {
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const session = useSession();
  const { language } = useLocale();
  const { t } = useTranslation('complaintsPage');
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('complaint');
  const { form, problems } = state;
  const { set } = store.actions;
  const anonymousAllowed = form.reason === 'child_sexual_abuse';
  const values = { brandName: settings.name, domain: settings.domain };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void store.actions.send(language);
  };

  return (
    <article className={styles.document}>
      <PageHeader namespace="complaintsPage" values={values} />
      <LiveRegion>
        {state.reference ? (
          <Alert
            tone="success"
            live={false}
            title={t('sent.title')}
            actions={
              <Button variant="secondary" onPress={store.actions.reset}>
                {t('sent.another')}
              </Button>
            }
          >
            {form.email.trim()
              ? t('sent.withMail', { reference: state.reference, email: form.email.trim() })
              : t('sent.withoutMail', { reference: state.reference })}
          </Alert>
        ) : null}
      </LiveRegion>
      {state.reference ? null : (
        <form
          className={styles.noticeForm}
          onSubmit={send}
          noValidate
          aria-labelledby="complaint-form"
        >
          <h2 id="complaint-form" className={styles.heading}>
            {t('form.heading')}
          </h2>
          <RadioGroup
            label={t('form.subject')}
            value={form.subject}
            onChange={(value) => set('subject', value as ComplaintSubject)}
            options={COMPLAINT_SUBJECTS.map((id) => ({ id, label: t(`subjects.${id}`) }))}
          />
          <Select
            label={t('form.reason')}
            value={form.reason ?? ''}
            onChange={(value) => set('reason', value as typeof form.reason)}
            options={complaintReasonsFor(form.subject).map((id) => ({
              id,
              label: t(`reasons.${id}`),
            }))}
            errorMessage={fieldProblemText('reason', problems.reason)}
          />
          {form.subject === 'service' ? null : (
            <>
              <TextField
                label={t('form.url')}
                name="url"
                value={form.url}
                onChange={(value) => set('url', value)}
                description={t('form.urlHint', values)}
                errorMessage={fieldProblemText('url', problems.url)}
              />
              {session.user && form.subject !== 'page' ? (
                <Suspense fallback={null}>
                  <OwnConversationField store={store} />
                </Suspense>
              ) : null}
            </>
          )}
          <TextArea
            label={t(form.subject === 'service' ? 'form.whatHappened' : 'form.explanation')}
            value={form.explanation}
            onChange={(value) => set('explanation', value)}
            maxLength={COMPLAINT_EXPLANATION_MAX_LENGTH}
            rows={6}
            isRequired
            errorMessage={fieldProblemText('explanation', problems.explanation)}
          />
          <TextField
            label={t('form.name')}
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={(value) => set('name', value)}
            isRequired={!anonymousAllowed}
            errorMessage={fieldProblemText('name', problems.name)}
          />
          <TextField
            label={t('form.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(value) => set('email', value)}
            isRequired={!anonymousAllowed}
            description={t(anonymousAllowed ? 'form.emailAnonymous' : 'form.emailHint')}
            errorMessage={fieldProblemText('email', problems.email)}
          />
          <Checkbox
            isSelected={form.good_faith}
            onChange={(selected) => set('good_faith', selected)}
            errorMessage={fieldProblemText('good_faith', problems.good_faith)}
          >
            {t('form.goodFaith')}
          </Checkbox>
          <LiveRegion role="alert">
            {state.problem ? (
              <Alert tone="danger" live={false}>
                {problemText(state.problem)}
              </Alert>
            ) : null}
          </LiveRegion>
          <div>
            <Button type="submit" isPending={state.sending}>
              {t(state.sending ? 'form.sending' : 'form.send')}
            </Button>
          </div>
        </form>
      )}
      <p>{t('privacy')}</p>
      <RelatedPages pages={['ban', 'terms', 'privacy']} />
    </article>
  );
}

/** A member may name one of their own conversations instead of a link. */
function OwnConversationField({ store }: { store: ComplaintStore }) {
  const stores = useStores();
  const chats = use(stores.chats());
  const { chats: list } = useSnapshot(chats.state);
  const { form, problems } = useSnapshot(store.state);
  const { t } = useTranslation('complaintsPage');
  const fieldProblemText = useFieldProblemText('complaint');
  useEffect(() => {
    if (list === null) void chats.actions.load();
  }, [chats, list]);
  if (!list?.length) return null;
  return (
    <Select
      label={t('form.conversation')}
      value={form.conversation_id === null ? 'none' : String(form.conversation_id)}
      onChange={(value) =>
        store.actions.set('conversation_id', value === 'none' ? null : Number(value))
      }
      options={[
        { id: 'none', label: t('form.noConversation') },
        ...list.map((entry) => ({
          id: String(entry.conversation),
          label: t('form.conversationWith', { name: entry.profile.name }),
        })),
      ]}
      errorMessage={fieldProblemText('conversation_id', problems.conversation_id)}
    />
  );
}
