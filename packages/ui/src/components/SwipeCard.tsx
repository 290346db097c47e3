import { Heart, X } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { useMove } from 'react-aria/useMove';
import { useStores } from '../stores-context.js';
import { MemberCard, type MemberCardProps } from './MemberCard.js';
import styles from './SwipeCard.module.css';

/** Share of the card's width a drag must pass to count as a swipe (less springs back). */
const SWIPE_THRESHOLD = 0.3;

/** How long the card takes to fly off the screen before the swipe is made. */
export const FLY_OFF_MS = 200;

/** Props of {@link SwipeCard}. */
export interface SwipeCardProps {
  /** The member on the card, as a photo-led member card (without a link: the card is dragged). */
  card: MemberCardProps;
  /** Accessible name of the card, e.g. "Anna, 31". */
  label: string;
  /** Id of the text that explains how to swipe (the card's description). */
  hintId: string;
  /** Words of the drag feedback stamps: "Like" and "Pass". */
  likeLabel: string;
  passLabel: string;
  /**
   * The swipe: right (`true`, like) or left. Called once the card has flown off, or at once when
   * `flyOff` is false (a like that will be refused springs back instead).
   */
  onSwipe: (like: boolean) => void;
  /** Whether a swipe in this direction leaves the stack (default: both do). */
  flyOff?: (like: boolean) => boolean;
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The top card of the swipe game: dragged by touch or mouse (past 30% of its width it flies off
 * to that side, otherwise it springs back), or swiped with the arrow keys when it has the focus
 * (right likes, left passes). While dragged it tilts and stamps "Like" or "Pass" on the photo.
 */
export function SwipeCard({
  card,
  label,
  hintId,
  likeLabel,
  passLabel,
  onSwipe,
  flyOff = () => true,
}: SwipeCardProps) {
  const element = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<'like' | 'pass' | null>(null);
  const { clock } = useStores();

  const decide = (like: boolean) => {
    offset.current = 0;
    if (!flyOff(like) || prefersReducedMotion()) {
      setDragX(0);
      onSwipe(like);
      return;
    }
    setLeaving(like ? 'like' : 'pass');
    // The card flies off on the stores' clock (a fake one in tests and stories).
    clock.setTimeout(() => onSwipe(like), FLY_OFF_MS);
  };

  const { moveProps } = useMove({
    onMoveStart() {
      offset.current = 0;
      setDragging(true);
    },
    onMove(event) {
      if (event.pointerType === 'keyboard') {
        offset.current = event.deltaX;
        return;
      }
      offset.current += event.deltaX;
      setDragX(offset.current);
    },
    onMoveEnd(event) {
      setDragging(false);
      const moved = offset.current;
      const width = element.current?.offsetWidth ?? 300;
      if (event.pointerType === 'keyboard') {
        if (moved !== 0) decide(moved > 0);
      } else if (Math.abs(moved) > width * SWIPE_THRESHOLD) {
        decide(moved > 0);
      } else {
        offset.current = 0;
        setDragX(0);
      }
    },
  });

  // Only left and right swipe: up and down keep scrolling the page.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (leaving) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') moveProps.onKeyDown?.(event);
  };

  const width = element.current?.offsetWidth ?? 300;
  const strength = Math.min(1, Math.abs(dragX) / (width * SWIPE_THRESHOLD));
  const style = {
    '--swipe-x': `${dragX}px`,
    '--swipe-strength': strength,
  } as CSSProperties;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a draggable card is a group, not a fieldset.
    <div
      {...moveProps}
      ref={element}
      role="group"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys swipe the focused card.
      tabIndex={0}
      aria-label={label}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      className={styles.card}
      data-dragging={dragging || undefined}
      data-leaving={leaving ?? undefined}
      style={style}
    >
      <MemberCard {...card} headingLevel={2} />
      <span
        aria-hidden="true"
        className={`${styles.stamp} ${styles.likeStamp}`}
        style={{ opacity: dragX > 0 ? strength : 0 }}
      >
        <Heart aria-hidden="true" size={20} /> {likeLabel}
      </span>
      <span
        aria-hidden="true"
        className={`${styles.stamp} ${styles.passStamp}`}
        style={{ opacity: dragX < 0 ? strength : 0 }}
      >
        <X aria-hidden="true" size={20} /> {passLabel}
      </span>
    </div>
  );
}
