import { GIFTS, type Gift } from '@dating/contract/enums';
import { chatPhotoFiles } from '@dating/contract/rules';
import type { ChatMessage } from '@dating/logic';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { dayOf, messageTime, relativeDay } from './chat-time.js';
import { GiftImage } from './GiftImage.js';
import styles from './MessageList.module.css';
import { LazyPhotoViewer, PhotoButton } from './PhotoButton.js';
import { VisuallyHidden } from './VisuallyHidden.js';

/** Props of {@link MessageList}. */
export interface MessageListProps {
  /** Oldest first, the member's messages on their way (or failed) last. */
  messages: readonly ChatMessage[];
  /** The other member's name. */
  name: string;
  /** Prefix of the photos' addresses (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
  /**
   * How the reader's own messages are announced: "You" by default; in the operator inbox, the
   * fictional profile the operator writes as.
   */
  selfName?: string;
  /** Earlier messages can be loaded (the history has a page before the oldest shown). */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Older messages exist but are hidden for privacy (the brand keeps history for a time). */
  historyHidden: boolean;
  /** Sends a failed message again, by its client id. */
  onRetry: (clientId: string) => void;
  /** Takes a failed message away, by its client id. */
  onDiscard: (clientId: string) => void;
  /** What an empty conversation shows (a greeting and the icebreaker's button). */
  empty: ReactNode;
  /** The moment days are named against (today, yesterday). */
  now: number;
  /** The other member has read the member's messages up to this id: the last of them says so. */
  readUntil?: number | null;
  /** The other member is typing: said below the messages. */
  typing?: boolean;
  /** Who wrote a message, said beside its time (the operator of an answer in the inbox), or null. */
  authorOf?: (message: ChatMessage) => string | null;
}

const isGift = (text: string): text is Gift => (GIFTS as readonly string[]).includes(text);

/**
 * A photo of the conversation: its preview, which opens the photo itself in the photo viewer;
 * the member's own photo on its way shows from the device.
 */
function ChatPhoto({
  message,
  cdnPrefix,
  alt,
}: {
  message: ChatMessage;
  cdnPrefix: string;
  alt: string;
}) {
  const [open, setOpen] = useState(false);
  if (message.localPhoto) {
    return <img className={styles.photo} src={message.localPhoto} alt={alt} />;
  }
  const files = chatPhotoFiles(message.text);
  return (
    <>
      <PhotoButton onOpen={() => setOpen(true)}>
        <img
          className={styles.photo}
          src={`${cdnPrefix}/uploads/${files.preview}`}
          alt={alt}
          loading="lazy"
        />
      </PhotoButton>
      <LazyPhotoViewer
        isOpen={open}
        onClose={() => setOpen(false)}
        title={alt}
        photos={[{ src: `${cdnPrefix}/uploads/${files.photo}`, alt }]}
      />
    </>
  );
}

/** Pixels from the end within which the member counts as reading the newest messages. */
const NEAR_END_PX = 48;

/**
 * Scrolls the message area to its end, noting where (`at`) so that the scroll event of this move
 * is not taken for the member leaving the end, and that the member reads there (`near`).
 */
function toEnd(element: HTMLElement, at: { current: number | null }, near: { current: boolean }) {
  element.scrollTop = element.scrollHeight;
  at.current = element.scrollTop;
  near.current = true;
}

/**
 * The message area of a conversation (at most 800 px wide): the privacy notice when older history
 * is hidden, "Show earlier messages" while there are more, then the messages by day, the member's
 * on one side and the other member's on the other, each with its time. A signup message says it
 * was free and what it is worth; a message on its way says so, a failed one offers to send it
 * again or delete it. A live log: new messages are announced. It keeps the newest message in view
 * while the member reads there, also when the area or its end changes size (the typing line, a
 * panel or the keyboard below), and keeps their place when earlier messages arrive.
 */
export function MessageList({
  messages,
  name,
  cdnPrefix = '',
  selfName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  historyHidden,
  onRetry,
  onDiscard,
  empty,
  now,
  readUntil = null,
  typing = false,
  authorOf,
}: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  // Where the list last scrolled itself to its end: the scroll event of that move (which may
  // come after the area changed size again) is not the member leaving the end.
  const scrolledToEnd = useRef<number | null>(null);
  const first = messages[0]?.id;
  const last = messages.at(-1);
  const lastKey = last ? `${last.id}:${last.client_id}` : undefined;
  // Nothing shown before the first render: the conversation opens at its newest message.
  const shown = useRef<{ first?: number; lastKey?: string; height: number }>({ first, height: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    if (before.first !== undefined && first !== before.first && lastKey === before.lastKey) {
      // Earlier messages came in above: the ones being read stay where they were.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (lastKey !== before.lastKey && (nearEnd.current || last?.mine)) {
      toEnd(element, scrolledToEnd, nearEnd);
    }
    shown.current = { first, lastKey, height: element.scrollHeight };
  });

  // The area shrinks (a panel or the keyboard below it) or its end grows (the typing line): a
  // member reading the newest messages keeps them in view.
  useEffect(() => {
    const element = scroller.current;
    const column = element?.firstElementChild;
    if (!element || !column) return undefined;
    const observer = new ResizeObserver(() => {
      if (nearEnd.current) toEnd(element, scrolledToEnd, nearEnd);
    });
    observer.observe(element);
    observer.observe(column);
    return () => observer.disconnect();
  }, []);

  // The member's newest message the other has read carries "Seen".
  const seenId =
    readUntil === null
      ? null
      : (messages.findLast(
          (message) => message.mine && message.status === 'sent' && message.id <= readUntil,
        )?.id ?? null);
  let day: string | null = null;
  const items: ReactNode[] = [];
  for (const message of messages) {
    const messageDay = dayOf(new Date(message.sent_at));
    if (messageDay !== day) {
      day = messageDay;
      const relative = relativeDay(messageDay, now);
      items.push(
        <li key={`day-${messageDay}`} className={styles.day}>
          <span>
            {relative === 'other'
              ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                  new Date(message.sent_at),
                )
              : t(`messages.${relative}`)}
          </span>
        </li>,
      );
    }
    const clientId = message.client_id ?? '';
    items.push(
      <li
        key={message.client_id ?? message.id}
        className={styles.message}
        data-mine={message.mine || undefined}
        data-status={message.status}
      >
        <div className={styles.bubble} data-kind={message.kind}>
          <VisuallyHidden>{`${message.mine ? (selfName ?? t('messages.you')) : name}: `}</VisuallyHidden>
          {message.kind === 'gift' && isGift(message.text) ? (
            <>
              <span className={styles.gift}>
                <GiftImage gift={message.text} />
              </span>
              {t('messages.gift', { gift: t(`gifts.${message.text}`) })}
            </>
          ) : message.kind === 'photo' ? (
            <ChatPhoto
              message={message}
              cdnPrefix={cdnPrefix}
              alt={message.mine ? t('messages.photoMine') : t('messages.photoFrom', { name })}
            />
          ) : (
            message.text
          )}
        </div>
        {message.kind === 'signup' ? (
          <p className={styles.tag}>{t('messages.signupMessage', { count: message.credits })}</p>
        ) : null}
        <p className={styles.meta}>
          {message.status === 'sending' ? (
            t('messages.sending')
          ) : message.status === 'failed' ? (
            <>
              <span className={styles.failed}>{t('messages.failed')}</span>
              <Button variant="ghost" onPress={() => onRetry(clientId)}>
                {t('messages.retrySend')}
              </Button>
              <Button variant="ghost" onPress={() => onDiscard(clientId)}>
                {t('messages.discard')}
              </Button>
            </>
          ) : (
            <>
              <time dateTime={message.sent_at}>{messageTime(message.sent_at, i18n.language)}</time>
              {authorOf?.(message) ? <span>{authorOf(message)}</span> : null}
              {message.id === seenId ? <span>{t('messages.seen')}</span> : null}
            </>
          )}
        </p>
      </li>,
    );
  }

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="log"
      aria-label={t('messages.label', { name })}
      // The messages scroll here: keyboard users scroll them once focused.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        if (element.scrollTop === scrolledToEnd.current) return;
        scrolledToEnd.current = null;
        nearEnd.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
      }}
    >
      <div className={styles.column}>
        {historyHidden && !hasOlder ? (
          <p className={styles.notice}>{t('messages.historyHidden')}</p>
        ) : null}
        {hasOlder ? (
          <Button variant="secondary" isPending={loadingOlder} onPress={onLoadOlder}>
            {t('messages.loadOlder')}
          </Button>
        ) : null}
        {messages.length === 0 ? <div className={styles.empty}>{empty}</div> : null}
        <ol className={styles.messages}>{items}</ol>
        {typing ? <p className={styles.typing}>{t('messages.typing', { name })}</p> : null}
      </div>
    </div>
  );
}
