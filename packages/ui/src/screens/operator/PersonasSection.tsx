import type { Persona } from '@dating/contract';
import { PHOTO_LIMITS } from '@dating/contract/enums';
import { createPersonasStore, type PersonasStore } from '@dating/logic';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { FictionalNotice } from '../../components/FictionalNotice.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { Modal } from '../../components/Modal.js';
import { PhotoManager } from '../../components/PhotoManager.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { LoadFailed } from './LoadFailed.js';
import { PersonaForm } from './PersonaForm.js';
import { useSectionStore } from './use-section-store.js';

/**
 * The back office's personas (`/operator/personas`, the chat team and admins): the brand's
 * fictional profiles, live ones first, beside the one being made or changed: every profile field,
 * its photos (live at once, reviewed by whoever adds them), and retiring it (after a confirmation)
 * or bringing it back. The mark members see on every persona is shown as it appears: no setting
 * can take it away.
 */
export function PersonasSection() {
  const store = useSectionStore(createPersonasStore);
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const { t } = useTranslation('operator');
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const personas = (state.personas ?? []) as Persona[];
  const persona = personas.find((each) => each.id === selected) ?? null;
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="personas-title">
        <div className={styles.toolbar}>
          <h2 id="personas-title" className={page.title}>
            {t('personas.title')}
          </h2>
          <Button onPress={() => setSelected('new')}>
            <Plus aria-hidden="true" className={styles.icon} />
            {t('personas.new')}
          </Button>
        </div>
        <p className={page.intro}>{t('personas.intro', { brand: settings.name })}</p>
        <section className={styles.block} aria-labelledby="persona-mark-title">
          <h3 id="persona-mark-title" className={styles.blockTitle}>
            {t('personas.markedAs')}
          </h3>
          <FictionalNotice icon={brandTexts.fictional_icon} label={brandTexts.fictional_singular} />
        </section>
        {state.loadProblem ? (
          <LoadFailed
            title={t('personas.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : state.personas === null ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <div className={styles.split}>
            <nav aria-label={t('personas.list', { brand: settings.name })} className={styles.list}>
              {personas.length === 0 ? <p>{t('personas.none')}</p> : null}
              <ul>
                {personas.map((each) => (
                  <li key={each.id}>
                    <button
                      type="button"
                      className={styles.listItem}
                      aria-current={each.id === selected ? 'true' : undefined}
                      onClick={() => setSelected(each.id)}
                    >
                      <PersonaEntry persona={each} />
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {selected === 'new' ? (
              <NewPersona store={store} onCreated={setSelected} />
            ) : persona ? (
              <PersonaDetail key={persona.id} store={store} persona={persona} />
            ) : (
              <p className={styles.detail}>{t('personas.pick')}</p>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

/** A persona in the list: photo, name, age and place, whether retired, its conversations. */
function PersonaEntry({ persona }: { persona: Persona }) {
  const settings = useSettings();
  const { t } = useTranslation('operator');
  const place = [persona.city, persona.region].filter(Boolean).join(', ');
  return (
    <span className={styles.personaEntry}>
      <MemberAvatar profile={persona} cdnPrefix={settings.cdn_prefix} />
      <span className={styles.entryText}>
        <span className={styles.name}>{persona.name}</span>
        <span className={styles.muted}>
          {place ? t('personas.ageAndPlace', { age: persona.age, place }) : persona.age}
        </span>
        <span className={styles.muted}>
          {persona.status === 'disabled' ? `${t('personas.retired')} · ` : ''}
          {t('personas.conversations', { count: persona.conversations })}
        </span>
      </span>
    </span>
  );
}

/** The form of a new persona; once made, it is the one shown, to add its photos. */
function NewPersona({
  store,
  onCreated,
}: {
  store: PersonasStore;
  onCreated: (id: number) => void;
}) {
  const { saving } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  return (
    <section className={styles.detail} aria-labelledby="new-persona-title">
      <h3 id="new-persona-title" className={styles.subtitle}>
        {t('personas.new')}
      </h3>
      <p>{t('personas.newIntro')}</p>
      <PersonaForm
        persona={null}
        saving={saving === 'new'}
        onSave={async (fields) => {
          const result = await store.actions.create(
            fields as Parameters<typeof store.actions.create>[0],
          );
          if (result.ok) onCreated(result.value.persona.id);
          return result;
        }}
      />
    </section>
  );
}

/** One persona: its photos, its fields, and retiring it or bringing it back. */
function PersonaDetail({ store, persona }: { store: PersonasStore; persona: Persona }) {
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  const [retiring, setRetiring] = useState(false);
  const busy = state.saving === persona.id;
  const problem = state.problem?.persona === persona.id ? state.problem.problem : null;
  const retired = persona.status === 'disabled';
  return (
    <section className={styles.detail} aria-labelledby="persona-title">
      <div className={styles.toolbar}>
        <h3 id="persona-title" className={styles.subtitle}>
          {retired ? t('personas.titleRetired', { name: persona.name }) : persona.name}
        </h3>
        {retired ? (
          <Button
            variant="secondary"
            isPending={busy}
            onPress={() => void store.actions.update(persona.id, { retired: false })}
          >
            {t('personas.restore', { name: persona.name })}
          </Button>
        ) : (
          <Button variant="danger" onPress={() => setRetiring(true)}>
            {t('personas.retire.button', { name: persona.name })}
          </Button>
        )}
      </div>
      <div className={styles.block}>
        <h4 className={styles.blockTitle}>{t('personas.photos')}</h4>
        <p>{t('personas.photosIntro')}</p>
        <PhotoManager
          photos={persona.photos}
          privatePhotos={[]}
          limit={PHOTO_LIMITS.premium}
          allowPrivate={false}
          cdnPrefix={settings.cdn_prefix}
          busy={busy}
          message={problem ? { tone: 'danger', text: problemText(problem) } : null}
          onUpload={(file) => void store.actions.uploadPhoto(persona.id, file)}
          onMakeMain={(id) => void store.actions.makeMainPhoto(persona.id, id)}
          onSetPrivate={() => undefined}
          onDelete={(id) => void store.actions.deletePhoto(persona.id, id)}
        />
      </div>
      <PersonaForm
        persona={persona}
        saving={busy}
        onSave={(fields) => store.actions.update(persona.id, fields)}
      />
      <Modal
        title={t('personas.retire.title', { name: persona.name })}
        isOpen={retiring}
        onOpenChange={setRetiring}
      >
        <p className={page.text}>{t('personas.retire.text', { name: persona.name })}</p>
        {problem ? <Alert tone="danger">{problemText(problem)}</Alert> : null}
        <div className={page.actions}>
          <Button
            variant="danger"
            isPending={busy}
            onPress={async () => {
              if ((await store.actions.update(persona.id, { retired: true })).ok) {
                setRetiring(false);
              }
            }}
          >
            {t('personas.retire.confirm')}
          </Button>
          <Button variant="secondary" onPress={() => setRetiring(false)}>
            {t('personas.retire.cancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
