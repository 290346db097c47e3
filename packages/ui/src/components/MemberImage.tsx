import styles from './MemberImage.module.css';

/** Props of {@link MemberImage}. */
export interface MemberImageProps {
  /** Image URL, or null when the member has no usable photo. */
  src: string | null;
  /** The same image at twice the size, for screens with two device pixels per CSS pixel. */
  src2x?: string | null;
  /** Alternative text of the photo, e.g. "Photo of Anna". */
  alt: string;
  /** Accessible text of the placeholder, e.g. "No photo of Anna yet". */
  placeholderLabel: string;
  /** The member's name; its first letter fills the placeholder. */
  name: string;
  /**
   * An image above the fold (the first row of results): loads at once with a high fetch
   * priority. Every other image loads lazily, when it comes near the screen.
   */
  priority?: boolean;
}

/**
 * A member's photo in a fixed 4:5 portrait frame (the frame holds its place and shows a calm
 * background while the photo loads), or a placeholder with the name's initial.
 */
export function MemberImage({
  src,
  src2x = null,
  alt,
  placeholderLabel,
  name,
  priority = false,
}: MemberImageProps) {
  if (src) {
    return (
      <img
        className={styles.image}
        src={src}
        srcSet={src2x ? `${src} 1x, ${src2x} 2x` : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    );
  }
  return (
    <div className={styles.placeholder} role="img" aria-label={placeholderLabel}>
      <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</span>
    </div>
  );
}
