import type { ReactNode } from 'react';
import styles from './ChatLayout.module.css';

/** Props of {@link ChatLayout}. */
export interface ChatLayoutProps {
  /** The conversation list, beside the pane from 992 px. */
  list: ReactNode;
  /**
   * What narrow screens (below 992 px) show, where list and pane do not fit side by side: the
   * `list` (`/chats`) or the `pane` (an open conversation, whose top bar leads back to the list).
   */
  narrow: 'list' | 'pane';
  /** The pane: the open conversation, or the hint to choose one. */
  children: ReactNode;
}

/**
 * The chat layout (spec section 2): full screen, the conversation list on the side (300 to
 * 400 px wide, hidden below 992 px) and the pane with the conversation, whose message area is at
 * most 800 px wide. It fills what the page gives it; the list and the messages scroll inside.
 */
export function ChatLayout({ list, narrow, children }: ChatLayoutProps) {
  return (
    <div className={styles.layout} data-narrow={narrow}>
      <div className={styles.list}>{list}</div>
      <div className={styles.pane}>{children}</div>
    </div>
  );
}
