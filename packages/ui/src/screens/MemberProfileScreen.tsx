import type { ProfileViewResponse } from '@dating/contract';
import { isNewProfile, sharedInterests, viewerOf } from '@dating/contract/rules';
import { createMemberProfileStore, likePopupDelayMs, type MemberProfileStore } from '@dating/logic';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { BlockedNotice } from '../components/BlockedNotice.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { MemberCard } from '../components/MemberCard.js';
import { PhotoGrid } from '../components/PhotoGrid.js';
import { ProfileActions } from '../components/ProfileActions.js';
import { ProfileDetails } from '../components/ProfileDetails.js';
import { ProfileHeader } from '../components/ProfileHeader.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { useMemberDialog } from '../hooks/use-member-dialog.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { Navigate, useLocation, useNavigate, useParams } from '../router.js';
import { useOverlays, useSession, useSettings, useStores } from '../stores-context.js';
import grid from './card-grid.module.css';
import { ErrorScreen } from './ErrorScreen.js';
import styles from './MemberProfileScreen.module.css';
import { memberCardProps } from './member-card-props.js';
import pageStyles from './page.module.css';

// The pop-ups load when one opens (their module starts loading with the action), not with the page.
const loadLikeModal = () => import('../modals/LikeModal.js');
const loadMatchModal = () => import('../modals/MatchModal.js');
const loadReportModal = () => import('../modals/ReportModal.js');
const loadBlockMemberModal = () => import('../modals/BlockMemberModal.js');
const LikeModal = lazy(() => loadLikeModal().then((module) => ({ default: module.LikeModal })));
const MatchModal = lazy(() => loadMatchModal().then((module) => ({ default: module.MatchModal })));
const ReportModal = lazy(() =>
  loadReportModal().then((module) => ({ default: module.ReportModal })),
);
const BlockMemberModal = lazy(() =>
  loadBlockMemberModal().then((module) => ({ default: module.BlockMemberModal })),
);

/** The id of the photo grid, which the header's photo button scrolls to. */
const PHOTOS_ID = 'photos';

/** The profile view's own store, made with the page and destroyed with it. */
function useMemberProfileStore(): MemberProfileStore {
  const { api, likes, overlays, clock } = useStores();
  const [store] = useState(() => createMemberProfileStore({ api, likes, overlays, clock }));
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

/**
 * Another member's profile (`/members/{id}`, the same page at `/likes/m/{id}`): the header with
 * the main image, photo count and highlights (online now, shared interests, new here), the like,
 * block and report actions, the brand's visible details and notes, the photo grid (locked photos
 * with a way to see them) and related profiles. Fictional profiles carry the brand's notice by
 * the name. Liking shows the like pop-up (after `?t=` seconds when given), a mutual like the match
 * pop-up. A member blocked by this one reads the spec's blocked text instead; an unknown member
 * is the 404 page. Visitors may look where the brand's search is open to them.
 */
export function MemberProfileScreen() {
  const { id } = useParams();
  const profileId = Number(id);
  const valid = Number.isInteger(profileId) && profileId > 0;
  const store = useMemberProfileStore();
  const state = useSnapshot(store.state);
  const stores = useStores();
  const session = useSession();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('discovery');
  // The report and block dialogs are the member's own: nothing opens by itself over them.
  const [dialog, setDialog] = useMemberDialog<'report' | 'block'>();
  const { open } = useOverlays();

  // biome-ignore lint/correctness/useExhaustiveDependencies: another viewer (a login) sees more.
  useEffect(() => {
    if (valid && session.status === 'ready') void store.actions.open(profileId);
    setDialog(null);
  }, [valid, profileId, session.status, session.user?.profile.id, store]);

  if (!valid) return <ErrorScreen status={404} />;
  const fictionalLabel = {
    icon: brandTexts.fictional_icon,
    label: brandTexts.fictional_singular,
  };
  const here = `${location.pathname}${location.search}`;
  const problem = state.problem;
  if (problem?.code === 'not_found') return <ErrorScreen status={404} />;
  if (problem?.code === 'authentication_required') {
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (problem?.code === 'blocked') {
    return <BlockedNotice name={problem.blockerName ?? ''} headingLevel={1} />;
  }
  // The snapshot is the store's answer frozen: the same shape, read-only.
  const page = state.page as ProfileViewResponse | null;
  if (!page || page.profile.id !== profileId) {
    return (
      <div className={styles.screen}>
        <p role="status">{problem ? problemText(problem) : t('profilePage.loading')}</p>
      </div>
    );
  }
  const { profile, related } = page;
  const viewer = viewerOf(session.user);
  const own = session.user?.profile;

  const like = () => {
    // The pop-ups' code comes while the server answers.
    void loadLikeModal();
    void loadMatchModal();
    void store.actions.like({ popupDelayMs: likePopupDelayMs(location.search) });
  };
  // The answer to the member's like, when the overlay queue has it open.
  const answer = open?.kind === 'ownLike' && open.key === profile.id ? state.answer : null;

  return (
    <div className={styles.screen}>
      <title>{`${profile.name} | ${settings.name}`}</title>
      <ProfileHeader
        profile={profile}
        fictionalLabel={fictionalLabel}
        sharedInterests={own ? sharedInterests(own.interests, profile.interests) : []}
        isNew={isNewProfile(profile.signup_date, stores.clock.now())}
        onShowPhotos={() => {
          const grid = document.getElementById(PHOTOS_ID);
          grid?.scrollIntoView({ block: 'start' });
          grid?.focus({ preventScroll: true });
        }}
        cdnPrefix={settings.cdn_prefix}
      />
      <ProfileActions
        name={profile.name}
        viewer={viewer}
        returnTo={here}
        like={profile.like}
        blocked={profile.blocked}
        pending={state.pending}
        onLike={() => void like()}
        onUnlike={() => void store.actions.unlike()}
        onBlock={() => setDialog('block')}
        onUnblock={() => void store.actions.unblock()}
        onReport={() => setDialog('report')}
        chatHref={`/members/${profile.id}/chat`}
      />
      <LiveRegion role="alert">
        {state.actionProblem && dialog !== 'report' ? (
          <p className={pageStyles.error}>{problemText(state.actionProblem)}</p>
        ) : null}
      </LiveRegion>
      <ProfileDetails
        profile={profile}
        fields={settings.visible_profile_fields}
        showNotes={settings.visible_profile_notes}
      />
      <PhotoGrid
        id={PHOTOS_ID}
        profile={profile}
        viewer={viewer}
        returnTo={here}
        cdnPrefix={settings.cdn_prefix}
      />
      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.relatedTitle}>
            {t('profilePage.related', { name: profile.name })}
          </h2>
          <ul className={grid.grid}>
            {related.map((card) => (
              <li key={card.id}>
                <MemberCard
                  {...memberCardProps(card, settings, brandTexts)}
                  href={`/members/${card.id}`}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Suspense fallback={null}>
        {answer === 'liked' ? (
          <LikeModal
            isOpen
            onClose={() => store.actions.closeAnswer()}
            member={profile}
            fictionalLabel={fictionalLabel}
            onAction={() => {
              store.actions.closeAnswer();
              navigate('/members');
            }}
            cdnPrefix={settings.cdn_prefix}
          />
        ) : null}
        {answer === 'match' ? (
          <MatchModal
            isOpen
            onClose={() => store.actions.closeAnswer()}
            member={profile}
            fictionalLabel={fictionalLabel}
            ownName={own?.name ?? ''}
            ownImage={own?.main_image?.match ?? null}
            onMessage={() => {
              store.actions.closeAnswer();
              navigate(`/members/${profile.id}/chat`);
            }}
            cdnPrefix={settings.cdn_prefix}
          />
        ) : null}
        {dialog === 'block' ? (
          <BlockMemberModal
            isOpen
            onClose={() => setDialog(null)}
            name={profile.name}
            onBlock={() => {
              setDialog(null);
              void store.actions.block();
            }}
          />
        ) : null}
        {dialog === 'report' ? (
          <ReportModal
            isOpen
            onClose={() => setDialog(null)}
            name={profile.name}
            pending={state.pending}
            error={state.actionProblem ? problemText(state.actionProblem) : null}
            onSubmit={(report) => {
              void store.actions
                .report(report.remarks ? report : { reason: report.reason })
                .then((result) => {
                  if (result.ok) setDialog(null);
                });
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
