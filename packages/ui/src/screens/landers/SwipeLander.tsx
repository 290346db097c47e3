import { SWIPE_LANDER } from '@dating/contract/enums';
import { Heart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { SwipeCard } from '../../components/SwipeCard.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useSettings } from '../../stores-context.js';
import { memberCardProps } from '../member-card-props.js';
import { LanderMembers } from './LanderMembers.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSplit } from './LanderSplit.js';
import styles from './landers.module.css';
import { useLanderMembers } from './use-lander-members.js';

/** How many members a visitor swipes before the signup asks for them. */
const DECK = 5;

/**
 * `tinderswipe`: a deck of five members that a visitor swipes as in the swipe game (drag, arrow
 * keys or the buttons), before signing up. Nothing is sent: a visitor's likes are not likes yet,
 * and the page says so when the deck is done. The signup is on the page all along.
 */
export function SwipeLander() {
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers(SWIPE_LANDER, DECK);
  const hintId = useId();
  const [swiped, setSwiped] = useState(0);
  const [liked, setLiked] = useState(0);
  const deck = profiles ?? [];
  const current = deck[swiped];
  const swipe = (like: boolean) => {
    if (like) setLiked((count) => count + 1);
    setSwiped((count) => count + 1);
  };
  return (
    <LanderSplit design="swipe">
      <LanderPitch
        eyebrow={t('tinderswipe.eyebrow', { name: settings.name })}
        headline={t('tinderswipe.headline')}
        text={t('tinderswipe.text')}
      />
      <section className={styles.deck} aria-label={t('tinderswipe.deckLabel')}>
        {profiles === null || profiles.length === 0 ? (
          <LanderMembers profiles={profiles} count={1} className={styles.deckList} look="full" />
        ) : current ? (
          <>
            <p className={styles.deckProgress}>
              {t('tinderswipe.progress', { current: swiped + 1, total: deck.length })}
            </p>
            <p id={hintId} className={styles.deckHint}>
              {t('tinderswipe.hint')}
            </p>
            <div className={styles.deckCard}>
              <SwipeCard
                key={current.id}
                card={{ ...memberCardProps(current, settings, brandTexts, 0), headingLevel: 3 }}
                label={t('member', { name: current.name, age: current.age })}
                hintId={hintId}
                likeLabel={t('tinderswipe.like')}
                passLabel={t('tinderswipe.pass')}
                onSwipe={swipe}
              />
            </div>
            <div className={styles.deckButtons}>
              <Button variant="secondary" onPress={() => swipe(false)}>
                <X aria-hidden="true" />
                {t('tinderswipe.passMember', { name: current.name })}
              </Button>
              <Button onPress={() => swipe(true)}>
                <Heart aria-hidden="true" />
                {t('tinderswipe.likeMember', { name: current.name })}
              </Button>
            </div>
          </>
        ) : (
          <DeckDone liked={liked} />
        )}
      </section>
    </LanderSplit>
  );
}

/**
 * The end of the deck: how many the visitor liked and why to sign up. It takes the focus, which
 * was on the buttons that are gone now.
 */
function DeckDone({ liked }: { liked: number }) {
  const { t } = useTranslation('landers');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className={styles.deckDone} tabIndex={-1}>
      <h3 className={styles.sectionTitle}>{t('tinderswipe.doneTitle')}</h3>
      <p>{t('tinderswipe.liked', { count: liked })}</p>
      <p>{t('tinderswipe.doneText')}</p>
    </div>
  );
}
