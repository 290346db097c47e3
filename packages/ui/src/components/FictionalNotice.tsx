import styles from './FictionalNotice.module.css';

/** Props of {@link FictionalNotice}. */
export interface FictionalNoticeProps {
  /** The brand's `fictional_icon`, e.g. 🎭. */
  icon: string;
  /** The brand's `fictional_singular`, e.g. "fictional profile". */
  label: string;
}

/** Marks a fictional profile in the brand's words; always shown where a member sees the profile. */
export function FictionalNotice({ icon, label }: FictionalNoticeProps) {
  return (
    <p className={styles.notice}>
      <span aria-hidden="true">{icon}</span> {label}
    </p>
  );
}
