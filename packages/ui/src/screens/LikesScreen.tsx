import type { LikesResponse } from '@dating/contract';
import { LIKE_LIST_TYPES, type LikeListType } from '@dating/contract/enums';
import { isNewLike, likesList } from '@dating/logic';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LikeCard } from '../components/LikeCard.js';
import { Link } from '../components/Link.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { RequireMember } from '../require-member.js';
import { useParams } from '../router.js';
import { useLikes, useSettings, useStores } from '../stores-context.js';
import grid from './card-grid.module.css';
import { ErrorScreen } from './ErrorScreen.js';
import styles from './LikesScreen.module.css';
import page from './page.module.css';

const isListType = (value: string | undefined): value is LikeListType =>
  (LIKE_LIST_TYPES as readonly string[]).includes(value ?? '');

/**
 * The likes (`/likes`, and one list at `/likes/{type}`: `received`, `given`, `matches`): how many
 * people like the member, emphasised, the three lists with their counts, and the chosen list's
 * cards (the likes received by default, new ones first). The likes load when the page opens;
 * until the first answer a progress text shows, later loads keep the lists on screen. Members only.
 */
export function LikesScreen() {
  const { type } = useParams();
  if (type !== undefined && !isListType(type)) return <ErrorScreen status={404} />;
  return (
    <RequireMember>
      <LikesLists type={type ?? 'received'} overview={type === undefined} />
    </RequireMember>
  );
}

function LikesLists({ type, overview }: { type: LikeListType; overview: boolean }) {
  const stores = useStores();
  const state = useLikes();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const { t } = useTranslation('discovery');

  useEffect(() => {
    void stores.likes.actions.load();
  }, [stores]);

  // The snapshot is the store's answer frozen: the same shape, read-only.
  const likes = state.likes as LikesResponse | null;
  const title = overview ? t('likesPage.title') : t(`likesPage.${type}`);
  const fictionalLabel = {
    icon: brandTexts.fictional_icon,
    label: brandTexts.fictional_singular,
  };
  const lists = likes
    ? LIKE_LIST_TYPES.map((list) => ({ list, profiles: likesList(likes, list) }))
    : [];
  const shown = lists.find((entry) => entry.list === type)?.profiles ?? [];
  const received = likes?.liked_by.length ?? 0;

  return (
    <div className={styles.screen}>
      <title>{`${title} | ${settings.name}`}</title>
      <h1 className={styles.title}>{title}</h1>
      {likes === null ? (
        <p role="status">{state.firstLoad ? t('likesPage.loading') : ''}</p>
      ) : (
        <>
          <p className={styles.summary}>
            <Trans
              t={t}
              i18nKey="likesPage.summary"
              count={received}
              components={{ strong: <strong className={styles.number} /> }}
            />
          </p>
          <nav aria-label={t('likesPage.lists')}>
            <ul className={styles.tabs}>
              {lists.map(({ list, profiles }) => (
                <li key={list}>
                  <Link
                    to={`/likes/${list}`}
                    variant="plain"
                    aria-current={list === type ? 'page' : undefined}
                    className={styles.tab}
                  >
                    {t(`likesPage.${list}`)}{' '}
                    <span className={styles.count}>({profiles.length})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {overview ? (
            <nav aria-label={t('likesPage.discover')} className={styles.discover}>
              <Link to="/swipe-game" variant="button">
                {t('likesPage.swipeGame')}
              </Link>
              <Link to="/match-finder" variant="button-secondary">
                {t('likesPage.matchFinder')}
              </Link>
            </nav>
          ) : null}
          <section aria-labelledby="likes-list-title" className={styles.list}>
            <h2 id="likes-list-title" className={styles.listTitle}>
              {t(`likesPage.${type}`)}
            </h2>
            {shown.length === 0 ? (
              <div className={styles.empty}>
                <p>{t(`likesPage.empty.${type}`)}</p>
                <Link to="/members" variant="button-secondary">
                  {t('likesPage.search')}
                </Link>
              </div>
            ) : (
              <ul className={grid.grid}>
                {shown.map((profile, index) => (
                  <li key={profile.id}>
                    <LikeCard
                      profile={profile}
                      isNew={isNewLike(likes, profile.id)}
                      fictionalLabel={fictionalLabel}
                      priority={index < 5}
                      cdnPrefix={settings.cdn_prefix}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <LiveRegion role="alert">
        {state.problem ? <p className={page.error}>{problemText(state.problem)}</p> : null}
      </LiveRegion>
    </div>
  );
}
