import type { ReviewPhoto } from '@dating/contract';
import { PHOTO_REJECTION_GROUNDS, type PhotoRejectionGround } from '@dating/contract/enums';
import { createPhotoReviewStore, type PhotoReviewStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { LoadFailed } from './LoadFailed.js';
import { useSectionStore } from './use-section-store.js';

/** Whether a key press was meant for a field, not for the review. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The keys of the review, on the whole page while it is open: A approves, R opens the grounds,
 * 1 to 5 reject on one of them, Escape closes them. Keys typed into a field are the field's.
 */
function useReviewKeys(
  store: PhotoReviewStore,
  rejecting: boolean,
  setRejecting: (on: boolean) => void,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (!store.state.photos?.length) return;
      const key = event.key.toLowerCase();
      const ground = rejecting ? PHOTO_REJECTION_GROUNDS[Number(key) - 1] : undefined;
      if (key === 'a' && !rejecting) store.actions.approve();
      else if (key === 'r' && !rejecting) setRejecting(true);
      else if (ground) {
        store.actions.reject(ground);
        setRejecting(false);
      } else if (key === 'escape' && rejecting) setRejecting(false);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store, rejecting, setRejecting]);
}

/**
 * The photo review (`/operator/photos`, moderators and admins): the brand's new photos, the oldest
 * first, one at a time, large, beside the member's other photos and profile text. Built for the
 * keyboard (the keys are listed on the page): A approves, R then 1 to 5 rejects on a ground (the
 * member gets a statement of reasons with the appeal). The next photo shows at once; decisions go
 * in the background.
 */
export function PhotoReviewSection() {
  const store = useSectionStore(createPhotoReviewStore);
  const state = useSnapshot(store.state);
  const problemText = useProblemText();
  const { t } = useTranslation(['operator', 'banPage']);
  const [rejecting, setRejecting] = useState(false);
  useReviewKeys(store, rejecting, setRejecting);
  const [photo, next] = (state.photos ?? []) as ReviewPhoto[];
  const reject = (ground: PhotoRejectionGround) => {
    store.actions.reject(ground);
    setRejecting(false);
  };
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="photos-title">
        <h2 id="photos-title" className={page.title}>
          {t('photos.title')}
        </h2>
        <p className={page.intro}>{t('photos.intro')}</p>
        <p role="status" className={styles.muted}>
          {t('photos.progress', {
            count: state.reviewed,
            waiting: state.waiting,
            reviewed: state.reviewed,
          })}
        </p>
        <div role="alert">
          {state.problem ? <Alert tone="danger">{problemText(state.problem)}</Alert> : null}
        </div>
        {state.loadProblem ? (
          <LoadFailed
            title={t('photos.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : state.photos === null ? (
          <p role="status">{t('loading')}</p>
        ) : !photo ? (
          <p role="status">{t('photos.none')}</p>
        ) : (
          <div className={styles.review}>
            <figure className={styles.preview}>
              <img
                key={photo.id}
                src={photo.url}
                alt={t('photos.photoOf', { name: photo.member.name })}
              />
              <figcaption className={styles.muted}>
                {t(`photos.status.${photo.private ? 'private' : photo.status}`)}
              </figcaption>
            </figure>
            {next ? <link rel="preload" as="image" href={next.url} /> : null}
            <div className={styles.block}>
              <h3 className={styles.subtitle}>
                {t('photos.member', {
                  name: photo.member.name,
                  age: photo.member.age,
                  place: [photo.member.city, photo.member.country].filter(Boolean).join(', '),
                })}
              </h3>
              <p className={photo.member.notes ? styles.quote : styles.muted}>
                {photo.member.notes ?? t('reports.noAbout')}
              </p>
              {photo.others.length ? (
                <ul className={styles.photos} aria-label={t('photos.others')}>
                  {photo.others.map((other, index) => (
                    <li key={other.id}>
                      <img
                        src={other.thumb_url}
                        alt={t('photos.otherPhoto', {
                          number: index + 1,
                          state: t(`photos.status.${other.private ? 'private' : other.status}`),
                        })}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{t('photos.noOthers')}</p>
              )}
              {rejecting ? (
                <fieldset className={styles.grounds}>
                  <legend>{t('photos.rejectOn')}</legend>
                  {PHOTO_REJECTION_GROUNDS.map((ground, index) => (
                    <Button key={ground} variant="secondary" onPress={() => reject(ground)}>
                      {`${index + 1}. ${t(`banPage:grounds.${ground}`)}`}
                    </Button>
                  ))}
                  <Button variant="ghost" onPress={() => setRejecting(false)}>
                    {t('photos.cancel')}
                  </Button>
                </fieldset>
              ) : (
                <div className={page.actions}>
                  <Button onPress={() => store.actions.approve()}>{t('photos.approve')}</Button>
                  <Button variant="danger" onPress={() => setRejecting(true)}>
                    {t('photos.reject')}
                  </Button>
                </div>
              )}
              <section aria-labelledby="photo-keys" className={styles.keys}>
                <h4 id="photo-keys" className={styles.blockTitle}>
                  {t('photos.keys.title')}
                </h4>
                <dl className={styles.summary}>
                  <dt>
                    <kbd>A</kbd>
                  </dt>
                  <dd>{t('photos.keys.approve')}</dd>
                  <dt>
                    <kbd>R</kbd>
                  </dt>
                  <dd>{t('photos.keys.reject')}</dd>
                  <dt>
                    <kbd>1</kbd>–<kbd>{PHOTO_REJECTION_GROUNDS.length}</kbd>
                  </dt>
                  <dd>{t('photos.keys.ground')}</dd>
                  <dt>
                    <kbd>Esc</kbd>
                  </dt>
                  <dd>{t('photos.keys.cancel')}</dd>
                </dl>
              </section>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
