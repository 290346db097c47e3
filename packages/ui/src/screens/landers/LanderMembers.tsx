import type { ShowcaseProfile } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import { LanderMember, type LanderMemberProps } from './LanderMember.js';
import styles from './landers.module.css';

/** The theme's mosaic of portraits, copied into every site (as on the home page). */
const THEME_HERO = {
  src: '/theme/hero.webp',
  src2x: '/theme/hero@2x.webp',
  width: 496,
  height: 408,
};

/** Props of {@link LanderMembers}. */
export interface LanderMembersProps {
  /** The members (`useLanderMembers`); null while they load. */
  profiles: readonly ShowcaseProfile[] | null;
  /** How many places the design has: as many placeholders hold them while the members load. */
  count: number;
  /** The list's class: the design's grid. */
  className?: string;
  look?: LanderMemberProps['look'];
  withLine?: boolean;
  /** How many of the first photos load at once (those on the first screen). */
  priority?: number;
}

/**
 * The members of a lander as a list in the design's grid; while they load, as many placeholders
 * of the same size (nothing moves when they arrive); for a brand without members with photos
 * yet, the theme's mosaic of portraits, so the page still looks finished.
 */
export function LanderMembers({
  profiles,
  count,
  className,
  look = 'tile',
  withLine = false,
  priority = 0,
}: LanderMembersProps) {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  if (profiles?.length === 0) {
    return (
      <img
        className={styles.themeHero}
        src={THEME_HERO.src}
        srcSet={`${THEME_HERO.src} 1x, ${THEME_HERO.src2x} 2x`}
        width={THEME_HERO.width}
        height={THEME_HERO.height}
        alt=""
        decoding="async"
      />
    );
  }
  return (
    <ul
      className={className}
      aria-label={t('membersOf', { name: settings.name })}
      aria-busy={profiles === null}
    >
      {profiles === null
        ? Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={index} className={styles.placeholder} data-look={look} aria-hidden="true" />
          ))
        : profiles.slice(0, count).map((profile, index) => (
            <li key={profile.id}>
              <LanderMember
                profile={profile}
                look={look}
                withLine={withLine}
                priority={index < priority}
              />
            </li>
          ))}
    </ul>
  );
}
