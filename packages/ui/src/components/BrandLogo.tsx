import { useBrandAssets } from '../brand-assets.js';
import styles from './BrandLogo.module.css';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** The brand's name: the logo image's text alternative, or the drawn logo's word. */
  name: string;
}

/**
 * The brand's logo, for inside the header's home link: the brand's own image (the generator's
 * `assets.logo`, its dark variant where the header is dark), else a logo drawn from the brand's
 * name and theme: its initial in the accent colours (as its favicon) beside the name in the
 * theme's heading font. Either way the link's name is the brand's name.
 */
export function BrandLogo({ name }: BrandLogoProps) {
  const { logo } = useBrandAssets();
  if (logo) {
    return (
      <img
        className={styles.image}
        src={logo.src}
        width={logo.width}
        height={logo.height}
        alt={name}
        decoding="async"
      />
    );
  }
  const initial = (Array.from(name.trim())[0] ?? '?').toUpperCase();
  return (
    <span className={styles.drawn}>
      <span className={styles.mark} aria-hidden="true">
        {initial}
      </span>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
