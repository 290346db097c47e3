import type { ShowcaseProfile } from '@dating/contract';
import { languageOfSlug } from '@dating/contract/rules';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/use-hydrated.js';
import { useLocation, useParams } from '../../router.js';
import {
  useLocale,
  useSession,
  useSettings,
  useShowcase,
  useStores,
} from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import { LanderMember } from './LanderMember.js';
import { LanderPitch } from './LanderPitch.js';
import { LANDER_SIGNUP_ID, LanderSignup } from './LanderSignup.js';
import { LanderSplit } from './LanderSplit.js';
import styles from './landers.module.css';
import memberStyles from './MemberLanding.module.css';

/** The designs around one member, by the address's last part. */
type MemberDesign = 'landing' | 'landing2' | 'landing3' | 'signup';

/** The design an address asks for: `/members/7/landing2/deu` is `landing2`. */
function designOf(pathname: string): MemberDesign {
  const part = pathname.split('/')[3];
  return part === 'landing2' || part === 'landing3' || part === 'signup' ? part : 'landing';
}

/**
 * The member of a member landing (GET showcase.php?member=), asked for as the site starts: null
 * until the page has hydrated and they are there; `missing` for a member a visitor may not see.
 */
function useLandingMember(id: number): ShowcaseProfile | null | 'missing' {
  const stores = useStores();
  const showcase = useShowcase();
  const hydrated = useHydrated();
  useEffect(() => {
    void stores.showcase.actions.load({ member: id });
  }, [stores, id]);
  if (showcase.status === 'missing') return 'missing';
  const profile = showcase.profiles?.[0];
  return hydrated && showcase.status === 'ready' && profile?.id === id ? profile : null;
}

/**
 * The landings around one member (`/members/{id}/landing`, `/landing2/{slug?}`, `/landing3/{slug?}`)
 * and the signup with them named (`/members/{id}/signup`), in the lander layout: the member's main
 * photo, name, age, town and a line of their own words, "wants to chat with you", and the signup.
 * A fictional member carries the brand's notice. A visitor who signs up here finds the
 * conversation with this member open once the address is confirmed (the signup's `profile_id`).
 * A member a visitor may not see, or a language the brand lacks, is the 404 page (the server
 * answers 404 too).
 */
export function MemberLandingScreen() {
  const { id = '', slug } = useParams();
  const { pathname } = useLocation();
  const locale = useLocale();
  const { user } = useSession();
  const stores = useStores();
  const memberId = Number(id);
  const member = useLandingMember(memberId);
  // A signup on this page starts from this member: the server keeps them with the account, and
  // their conversation opens once the address is confirmed, on whichever device.
  useEffect(() => {
    if (!user) stores.signup.actions.update({ profile_id: memberId });
  }, [user, stores, memberId]);
  const named = languageOfSlug(slug);
  if (member === 'missing' || (named && !locale.available.includes(named))) {
    return <ErrorScreen status={404} />;
  }
  // Until the member is there, the photo's place (the page is never prerendered: it names them).
  if (member === null) {
    return (
      <div className={styles.split} aria-busy="true">
        <div className={styles.placeholder} data-look="full" aria-hidden="true" />
      </div>
    );
  }
  const design = designOf(pathname);
  return design === 'landing2' ? (
    <ChatLanding member={member} />
  ) : design === 'landing3' ? (
    <SpotlightLanding member={member} />
  ) : design === 'signup' ? (
    <MemberSignup member={member} />
  ) : (
    <PhotoLanding member={member} />
  );
}

/** Props of the member landings' designs. */
interface DesignProps {
  member: ShowcaseProfile;
}

/** The member's large photo with name, age and town. */
function MemberPhoto({ member }: DesignProps) {
  return <LanderMember profile={member} look="full" priority />;
}

/** The words of the first two designs: "{name} wants to chat with you", and the way to reply. */
function WantsToChat({ name }: { name: string }) {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  return (
    <LanderPitch
      eyebrow={t('memberLanding.eyebrow', { brand: settings.name })}
      headline={t('memberLanding.wantsToChat', { name })}
      text={t('memberLanding.text', { name })}
    />
  );
}

/** `landing`: the member's photo large beside the words, the signup at the side. */
function PhotoLanding({ member }: DesignProps) {
  const { t } = useTranslation('landers');
  const name = member.name;
  return (
    <LanderSplit>
      <WantsToChat name={name} />
      <div className={memberStyles.portrait}>
        <MemberPhoto member={member} />
        {member.line ? (
          <blockquote className={memberStyles.quote}>
            <p>{member.line}</p>
            <footer>{t('memberLanding.fromProfile', { name })}</footer>
          </blockquote>
        ) : null}
      </div>
    </LanderSplit>
  );
}

/** `landing2`: the member's words as in a chat, with a reply that leads to the signup. */
function ChatLanding({ member }: DesignProps) {
  const { t } = useTranslation('landers');
  const name = member.name;
  return (
    <LanderSplit>
      <WantsToChat name={name} />
      <section className={memberStyles.chat} aria-label={t('memberLanding.fromProfile', { name })}>
        <LanderMember profile={member} look="avatar" />
        <div className={memberStyles.bubble}>
          {member.line ? (
            <>
              <p className={memberStyles.bubbleLabel}>{t('memberLanding.fromProfile', { name })}</p>
              <p>{member.line}</p>
            </>
          ) : (
            <p>{t('memberLanding.wantsToChat', { name })}</p>
          )}
        </div>
        <a href={`#${LANDER_SIGNUP_ID}`} className={memberStyles.reply}>
          <MessageCircle aria-hidden="true" />
          {t('memberLanding.reply', { name })}
        </a>
      </section>
    </LanderSplit>
  );
}

/** `landing3`: the member in the spotlight on a dark stage, the signup below. */
function SpotlightLanding({ member }: DesignProps) {
  const { t } = useTranslation('landers');
  const name = member.name;
  return (
    <div className={styles.stack}>
      <section className={styles.stage} aria-labelledby="lander-title">
        <LanderPitch
          eyebrow={t('memberLanding.wantsToChat', { name })}
          headline={t('memberLanding.meet', { name })}
          text={t('memberLanding.text', { name })}
        />
        <div className={memberStyles.spotlight}>
          <MemberPhoto member={member} />
        </div>
      </section>
      <LanderSignup />
    </div>
  );
}

/** `/members/{id}/signup`: the signup with the member named, beside their photo. */
function MemberSignup({ member }: DesignProps) {
  const { t } = useTranslation('landers');
  const name = member.name;
  return (
    <LanderSplit>
      <LanderPitch
        headline={t('memberLanding.signupTitle', { name })}
        text={t('memberLanding.signupText', { name })}
      />
      <div className={memberStyles.portrait}>
        <MemberPhoto member={member} />
      </div>
    </LanderSplit>
  );
}
