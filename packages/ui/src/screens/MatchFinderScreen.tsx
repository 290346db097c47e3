import type { MatchFinderResponse, ProfileCard } from '@dating/contract';
import { createMatchFinderStore, type MatchFinderStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Link } from '../components/Link.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { MemberCard } from '../components/MemberCard.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { RequireMember } from '../require-member.js';
import { useSettings, useStores } from '../stores-context.js';
import grid from './card-grid.module.css';
import styles from './MatchFinderScreen.module.css';
import { memberCardProps } from './member-card-props.js';
import page from './page.module.css';

/** The match finder's own store, made with the page and destroyed with it. */
function useMatchFinderStore(): MatchFinderStore {
  const stores = useStores();
  const [store] = useState(() => createMatchFinderStore({ api: stores.api }));
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

/**
 * The match finder (`/match-finder`): the members who fit what the member looks for, in their
 * region and close to their age; below them, when those run out, similar profiles (any region of
 * the country, a wider age range). Each card leads to the profile. With nobody found, ways on:
 * the search and the member's own profile (where looking-for and region are set). Members only.
 */
export function MatchFinderScreen() {
  return (
    <RequireMember>
      <MatchFinder />
    </RequireMember>
  );
}

function MatchFinder() {
  const store = useMatchFinderStore();
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const { t } = useTranslation('discovery');

  useEffect(() => {
    void store.actions.load();
  }, [store]);

  // The snapshot is the store's answer frozen: the same shape, read-only.
  const found = state.found as MatchFinderResponse | null;
  const cards = (profiles: readonly ProfileCard[], offset: number) => (
    <ul className={grid.grid}>
      {profiles.map((card, index) => (
        <li key={card.id}>
          <MemberCard
            {...memberCardProps(card, settings, brandTexts, offset + index)}
            href={`/members/${card.id}`}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.screen}>
      <title>{`${t('matchFinder.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('matchFinder.title')}</h1>
      <p className={styles.intro}>{t('matchFinder.intro')}</p>
      {found === null ? (
        <p role="status">{state.problem ? '' : t('matchFinder.loading')}</p>
      ) : found.profiles.length === 0 && found.similar.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('matchFinder.empty')}</p>
          <div className={styles.links}>
            <Link to="/members" variant="button">
              {t('matchFinder.search')}
            </Link>
            <Link to="/profile" variant="button-secondary">
              {t('matchFinder.editProfile')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          {found.profiles.length > 0 ? (
            <section aria-labelledby="match-finder-exact">
              <h2 id="match-finder-exact" className={styles.sectionTitle}>
                {t('matchFinder.exact', { count: found.profiles.length })}
              </h2>
              {cards(found.profiles, 0)}
            </section>
          ) : null}
          {found.similar.length > 0 ? (
            <section aria-labelledby="match-finder-similar">
              <h2 id="match-finder-similar" className={styles.sectionTitle}>
                {t('matchFinder.similar')}
              </h2>
              <p className={styles.sectionIntro}>{t('matchFinder.similarIntro')}</p>
              {cards(found.similar, found.profiles.length)}
            </section>
          ) : null}
        </>
      )}
      <LiveRegion role="alert">
        {state.problem ? <p className={page.error}>{problemText(state.problem)}</p> : null}
      </LiveRegion>
    </div>
  );
}
