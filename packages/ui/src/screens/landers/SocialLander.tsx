import { Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import { LanderMember } from './LanderMember.js';
import { LanderMembers } from './LanderMembers.js';
import { LanderPitch } from './LanderPitch.js';
import { LANDER_SIGNUP_ID } from './LanderSignup.js';
import { LanderSplit } from './LanderSplit.js';
import { landerPhoto } from './lander-photos.js';
import styles from './landers.module.css';
import { useLanderMembers } from './use-lander-members.js';

const DESIGN = 'socialnetwork';
const COUNT = 6;

/**
 * `socialnetwork`: a feed as on a social network. Each post is a member's new profile photo with
 * the opening of their about-me text; its like and reply buttons lead to the signup, which stays
 * beside the feed on wide screens.
 */
export function SocialLander() {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers(DESIGN, COUNT);
  return (
    <LanderSplit>
      <LanderPitch
        eyebrow={t('socialnetwork.eyebrow', { name: settings.name })}
        headline={t('socialnetwork.headline')}
        text={t('socialnetwork.text')}
      />
      <section aria-labelledby="lander-feed">
        <h2 id="lander-feed" className={styles.sectionTitle}>
          {t('socialnetwork.feedTitle')}
        </h2>
        {profiles === null || profiles.length === 0 ? (
          // While the members load, a post's place; without members, the theme's portraits.
          <LanderMembers profiles={profiles} count={1} className={styles.feed} look="full" />
        ) : (
          <ul className={styles.feed}>
            {profiles.map((profile, index) => {
              const photo = landerPhoto(profile, settings.cdn_prefix);
              return (
                <li key={profile.id} className={styles.post}>
                  <article aria-label={profile.name}>
                    <div className={styles.postHeader}>
                      <LanderMember profile={profile} look="avatar" />
                      <p className={styles.postKind}>{t('socialnetwork.posted')}</p>
                    </div>
                    {profile.line ? <p className={styles.postText}>{profile.line}</p> : null}
                    {photo ? (
                      <img
                        className={styles.postPhoto}
                        src={photo.full}
                        alt=""
                        loading={index === 0 ? 'eager' : 'lazy'}
                        decoding="async"
                      />
                    ) : null}
                    <div className={styles.postActions}>
                      <a href={`#${LANDER_SIGNUP_ID}`} className={styles.postAction}>
                        <Heart aria-hidden="true" />
                        {t('socialnetwork.like', { name: profile.name })}
                      </a>
                      <a href={`#${LANDER_SIGNUP_ID}`} className={styles.postAction}>
                        <MessageCircle aria-hidden="true" />
                        {t('socialnetwork.reply', { name: profile.name })}
                      </a>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </LanderSplit>
  );
}
