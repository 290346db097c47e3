import styles from './FictionalNotice.module.css';

/** Props of {@link FictionalNotice}. */
export interface FictionalNoticeProps {
  /** The brand's `fictional_icon`, e.g. 🎭. */
  icon: string;
  /** The brand's `fictional_singular`, e.g. "fictional profile". */
  label: string;
  /** `span` where a paragraph may not stand (inside a link's phrasing content); `p` by default. */
  element?: 'p' | 'span';
}

/** Marks a fictional profile in the brand's words; always shown where a member sees the profile. */
export function FictionalNotice({ icon, label, element: Element = 'p' }: FictionalNoticeProps) {
  return (
    <Element className={styles.notice}>
      <span aria-hidden="true">{icon}</span> {label}
    </Element>
  );
}
