import styles from './Disclaimer.module.css';

/** Props of {@link Disclaimer}. */
export interface DisclaimerProps {
  /** The brand's `fictional_icon`. */
  icon: string;
  /** The brand's `fictional_warning`, e.g. "Some profiles are fictional and are run by our team." */
  text: string;
  /** Accessible name of the region. */
  label: string;
}

/** The brand's fictional-profiles warning; always visible in the default layout. */
export function Disclaimer({ icon, text, label }: DisclaimerProps) {
  return (
    <section className={styles.disclaimer} aria-label={label}>
      <p className={styles.text}>
        <span aria-hidden="true">{icon}</span> {text}
      </p>
    </section>
  );
}
