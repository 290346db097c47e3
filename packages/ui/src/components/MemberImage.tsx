import styles from './MemberImage.module.css';

/** Props of {@link MemberImage}. */
export interface MemberImageProps {
  /** Image URL, or null when the member has no usable photo. */
  src: string | null;
  /** Alternative text of the photo, e.g. "Photo of Anna". */
  alt: string;
  /** Accessible text of the placeholder, e.g. "No photo of Anna yet". */
  placeholderLabel: string;
  /** The member's name; its first letter fills the placeholder. */
  name: string;
}

/** A member's photo in a fixed portrait frame, or a calm placeholder with the name's initial. */
export function MemberImage({ src, alt, placeholderLabel, name }: MemberImageProps) {
  if (src) {
    return <img className={styles.image} src={src} alt={alt} loading="lazy" decoding="async" />;
  }
  return (
    <div className={styles.placeholder} role="img" aria-label={placeholderLabel}>
      <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</span>
    </div>
  );
}
