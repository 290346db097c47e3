import type { ChatEntry, ProfileCard } from '@dating/contract';
import { badgeText } from '@dating/logic';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge.js';
import { Button } from './Button.js';
import styles from './ConversationList.module.css';
import { listTime } from './chat-time.js';
import { FictionalNotice, type FictionalNoticeProps } from './FictionalNotice.js';
import { Link } from './Link.js';
import { MemberAvatar } from './MemberAvatar.js';
import { VisuallyHidden } from './VisuallyHidden.js';

/**
 * One conversation of the list: the other member (`profile`); in the operator inbox also the
 * member writing to that fictional profile (`member`).
 */
export type ConversationListEntry = ChatEntry & { member?: ProfileCard };

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  /** The conversations, in the order to show; null until loaded. */
  chats: readonly ConversationListEntry[] | null;
  /** The first load is under way: a progress message instead of the list. */
  firstLoad: boolean;
  /** Why the list could not be loaded (in words), or null. */
  loadError: string | null;
  onRetry: () => void;
  /** The conversation open beside the list, marked as the current one. */
  active: number | null;
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`),
   * shown beside every fictional profile.
   */
  fictionalLabel: FictionalNoticeProps;
  /** The list's heading level: 1 where the list is the page (`/chats`), else 2. */
  headingLevel?: 1 | 2;
  /** The moment the times are shown against (the site's clock). */
  now: number;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
  /** Where an entry leads: `/chats/{id}` by default. */
  linkOf?: (conversation: number) => string;
  /** The header's way back: to the member search by default; null for none. */
  back?: { to: string; label: string } | null;
  /** What an empty list says and offers: the member's invitation to find someone by default. */
  empty?: ReactNode;
  /** The heading: the chat's ("Messages" as the page, "Conversations" beside one) by default. */
  title?: string;
  /** Shown under the heading, above the list (the operator inbox's search). */
  tools?: ReactNode;
  /** A line more for an entry, or null (who of the team holds an inbox conversation). */
  noteOf?: (chat: ConversationListEntry) => string | null;
}

/**
 * The conversation list of the chat layout: a way back to the member search, then one link per
 * conversation with the other member's photo, name (and the brand's fictional notice), the last
 * message, when it came and the unread messages as a badge (99+ from 100). The operator inbox
 * lists the fictional profiles' conversations with it, each naming the member written with.
 */
export function ConversationList({
  chats,
  firstLoad,
  loadError,
  onRetry,
  active,
  fictionalLabel,
  headingLevel = 2,
  now,
  cdnPrefix = '',
  linkOf = (conversation) => `/chats/${conversation}`,
  back,
  empty,
  title,
  tools,
  noteOf,
}: ConversationListProps) {
  const { t, i18n } = useTranslation(['chat', 'common']);
  const Heading = `h${headingLevel}` as const;
  const backLink = back === undefined ? { to: '/members', label: t('topBar.backToSearch') } : back;
  // A gift reads as its name; the member's own messages start with "You:".
  const previewOf = (last: NonNullable<ChatEntry['last_message']>) => {
    const text =
      last.kind === 'gift'
        ? t('list.gift', { gift: t(`gifts.${last.text}`) })
        : last.kind === 'photo'
          ? t('list.photo')
          : last.text;
    return last.mine ? t('list.you', { text }) : text;
  };
  return (
    <nav className={styles.nav} aria-labelledby="conversations-title">
      <div className={styles.header}>
        {backLink ? (
          <Link to={backLink.to} variant="plain" className={styles.back}>
            <ArrowLeft aria-hidden="true" className={styles.icon} />
            <VisuallyHidden>{backLink.label}</VisuallyHidden>
          </Link>
        ) : null}
        <Heading id="conversations-title" className={styles.title}>
          {title ?? (headingLevel === 1 ? t('title') : t('list.title'))}
        </Heading>
      </div>
      {tools}
      {chats === null ? (
        <div className={styles.state}>
          {loadError ? (
            <>
              <p role="alert">{loadError}</p>
              <Button variant="secondary" onPress={onRetry}>
                {t('list.retry')}
              </Button>
            </>
          ) : (
            <p role="status">{firstLoad ? t('list.loading') : ''}</p>
          )}
        </div>
      ) : chats.length === 0 ? (
        <div className={styles.state}>
          {empty ?? (
            <>
              <p>{t('list.empty')}</p>
              <Link to="/members" variant="button">
                {t('list.findMembers')}
              </Link>
            </>
          )}
        </div>
      ) : (
        <ul className={styles.list}>
          {chats.map((chat) => {
            const { profile, member, last_message: last } = chat;
            const unread = badgeText(chat.num_unread_messages);
            const note = noteOf?.(chat) ?? null;
            return (
              <li key={chat.conversation}>
                <Link
                  to={linkOf(chat.conversation)}
                  variant="plain"
                  className={styles.entry}
                  aria-current={chat.conversation === active ? 'page' : undefined}
                  data-unread={unread ? true : undefined}
                >
                  <MemberAvatar profile={profile} cdnPrefix={cdnPrefix} />
                  <span className={styles.text}>
                    <span className={styles.line}>
                      <span className={styles.name}>{profile.name}</span>
                      {last ? (
                        <time className={styles.time} dateTime={last.sent_at}>
                          {listTime(last.sent_at, now, i18n.language)}
                        </time>
                      ) : null}
                    </span>
                    {profile.fictional ? (
                      <FictionalNotice {...fictionalLabel} element="span" />
                    ) : null}
                    {member ? (
                      <span className={styles.member}>{t('list.with', { name: member.name })}</span>
                    ) : null}
                    {note ? <span className={styles.note}>{note}</span> : null}
                    <span className={styles.line}>
                      <span className={styles.preview}>
                        {last ? previewOf(last) : t('list.noMessages')}
                      </span>
                      {unread ? (
                        <>
                          <Badge decorative>{unread}</Badge>
                          <VisuallyHidden>
                            {t('list.unread', { count: chat.num_unread_messages })}
                          </VisuallyHidden>
                        </>
                      ) : null}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
