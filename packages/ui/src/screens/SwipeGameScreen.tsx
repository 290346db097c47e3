import type { ProfileCard } from '@dating/contract';
import { createSwipeGameStore, type SwipeGameStore } from '@dating/logic';
import { Heart, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Button } from '../components/Button.js';
import { Link } from '../components/Link.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { MemberCard } from '../components/MemberCard.js';
import { SwipeCard } from '../components/SwipeCard.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { useTaskHold } from '../hooks/use-task-hold.js';
import { MatchModal } from '../modals/MatchModal.js';
import { RequireMember } from '../require-member.js';
import { useNavigate } from '../router.js';
import { useOverlays, useSession, useSettings, useStores } from '../stores-context.js';
import { memberCardProps } from './member-card-props.js';
import page from './page.module.css';
import styles from './SwipeGameScreen.module.css';

/** The swipe game's own store, made with the page and destroyed with it. */
function useSwipeGameStore(): SwipeGameStore {
  const { api, likes, overlays } = useStores();
  const [store] = useState(() => createSwipeGameStore({ api, likes, overlays }));
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

/**
 * The swipe game (`/swipe-game`): one profile at a time, the next one peeking from behind. The
 * member drags the card right to like or left to pass (touch or mouse), presses the arrow keys
 * on the focused card, or uses the Like and Pass buttons. Likes are limited to 4 a day: the
 * number left shows above the stack, and once none is left the page says when the next comes
 * (passing goes on). A like back opens the match pop-up (through the overlay queue, at once).
 * Members only.
 */
export function SwipeGameScreen() {
  return (
    <RequireMember>
      <SwipeGame />
    </RequireMember>
  );
}

function SwipeGame() {
  useTaskHold();
  const store = useSwipeGameStore();
  const state = useSnapshot(store.state);
  const stores = useStores();
  const { open } = useOverlays();
  const { user } = useSession();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const hintId = useId();
  const { t, i18n } = useTranslation('discovery');

  useEffect(() => {
    void store.actions.load();
  }, [store]);

  const fictionalLabel = { icon: brandTexts.fictional_icon, label: brandTexts.fictional_singular };
  // The snapshot holds the store's cards frozen: the same shape, read-only.
  const cards = state.cards as ProfileCard[] | null;
  const [top, next] = cards ?? [];
  const match = state.match as ProfileCard | null;
  const liked = state.liked as ProfileCard | null;
  const outOfLikes = state.likesLeft === 0 && state.nextLikeAt !== null;

  /** "at 09:30" today, or "tomorrow at 09:30": when the next like comes. */
  const nextLikeText = (at: string) => {
    const date = new Date(at);
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(date);
    const today = new Date(stores.clock.now()).toDateString() === date.toDateString();
    return t(today ? 'swipeGame.nextLikeToday' : 'swipeGame.nextLikeTomorrow', { time });
  };
  const limited = state.problem?.code === 'swipe_limit_reached' ? state.problem : null;
  const nextLikeAt = limited ? (limited.retryAt ?? null) : outOfLikes ? state.nextLikeAt : null;
  const limitText = nextLikeAt ? nextLikeText(nextLikeAt) : limited ? problemText(limited) : null;
  const otherProblem =
    state.problem && state.problem.code !== 'swipe_limit_reached' ? state.problem : null;
  const swipe = (like: boolean) => void store.actions.swipe(like);

  return (
    <div className={styles.screen}>
      <title>{`${t('swipeGame.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('swipeGame.title')}</h1>
      <p className={styles.intro}>{t('swipeGame.intro')}</p>
      {cards === null ? (
        <p role="status">{t('swipeGame.loading')}</p>
      ) : top ? (
        <>
          <p className={styles.likesLeft} data-empty={outOfLikes || undefined}>
            {t('swipeGame.likesLeft', { count: state.likesLeft })}
          </p>
          <div className={styles.stack}>
            {next ? (
              <div className={styles.next} aria-hidden="true" inert>
                <MemberCard {...memberCardProps(next, settings, brandTexts)} headingLevel={2} />
              </div>
            ) : null}
            <SwipeCard
              key={top.id}
              card={memberCardProps(top, settings, brandTexts, 0)}
              label={t('swipeGame.card', { name: top.name, age: top.age })}
              hintId={hintId}
              likeLabel={t('swipeGame.like')}
              passLabel={t('swipeGame.pass')}
              onSwipe={swipe}
              flyOff={(like) => !like || !outOfLikes}
            />
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => swipe(false)}>
              <X aria-hidden="true" size={20} />
              {t('swipeGame.pass')}
            </Button>
            <Button variant="primary" onPress={() => swipe(true)}>
              <Heart aria-hidden="true" size={20} />
              {t('swipeGame.like')}
            </Button>
          </div>
          <Link to={`/members/${top.id}`}>{t('swipeGame.viewProfile')}</Link>
          <p id={hintId} className={styles.hint}>
            {t('swipeGame.hint')}
          </p>
        </>
      ) : state.loading ? (
        <p role="status">{t('swipeGame.loading')}</p>
      ) : (
        <div className={styles.empty}>
          <p>{t('swipeGame.empty')}</p>
          <div className={styles.emptyLinks}>
            <Link to="/match-finder" variant="button">
              {t('swipeGame.matchFinder')}
            </Link>
            <Link to="/members" variant="button-secondary">
              {t('swipeGame.search')}
            </Link>
          </div>
        </div>
      )}
      <LiveRegion role="alert">
        {limitText && state.problem ? <p className={page.error}>{limitText}</p> : null}
        {otherProblem ? <p className={page.error}>{problemText(otherProblem)}</p> : null}
      </LiveRegion>
      <LiveRegion>
        {limitText && !state.problem && top ? <p className={styles.notice}>{limitText}</p> : null}
        {liked ? (
          <p className={styles.notice}>{t('actions.state.liked', { name: liked.name })}</p>
        ) : null}
      </LiveRegion>
      {match && open?.kind === 'ownLike' && open.key === match.id ? (
        <MatchModal
          isOpen
          onClose={() => store.actions.matchShown()}
          member={match}
          fictionalLabel={fictionalLabel}
          ownName={user?.profile.name ?? ''}
          ownImage={user?.profile.main_image?.match ?? null}
          onMessage={() => {
            store.actions.matchShown();
            navigate(`/members/${match.id}/chat`);
          }}
          onViewProfile={() => {
            store.actions.matchShown();
            navigate(`/members/${match.id}`);
          }}
          cdnPrefix={settings.cdn_prefix}
        />
      ) : null}
    </div>
  );
}
