import type { LikesResponse } from '@dating/contract';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { MatchModal } from '../modals/MatchModal.js';
import { useNavigate } from '../router.js';
import { useLikes, useOverlays, useSession, useSettings, useStores } from '../stores-context.js';

/**
 * The match pop-up of a match the member has not been shown yet: the other member liked back
 * while the member was away (it arrives with the next poll of the likes, or live). Each such
 * match waits in the overlay queue (`match`) and shows when its turn comes: one pop-up at a time,
 * never while the member is busy. Closing it, or going to the profile, marks it shown, and the
 * next one follows.
 */
export function PendingMatch() {
  const stores = useStores();
  const state = useLikes();
  const { open } = useOverlays();
  const { user } = useSession();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const navigate = useNavigate();
  const id = open?.kind === 'match' ? open.key : null;
  // The snapshot is the store's answer frozen: the same shape, read-only.
  const likes = state.likes as LikesResponse | null;
  const profile = likes?.profiles.find((candidate) => candidate.id === id);
  if (!user || id === null || !profile) return null;
  const shown = () => stores.likes.actions.matchShown(id);
  return (
    <MatchModal
      isOpen
      onClose={shown}
      member={profile}
      fictionalLabel={{ icon: brandTexts.fictional_icon, label: brandTexts.fictional_singular }}
      ownName={user.profile.name}
      ownImage={user.profile.main_image?.match ?? null}
      onMessage={() => {
        shown();
        navigate(`/members/${id}/chat`);
      }}
      onViewProfile={() => {
        shown();
        navigate(`/likes/m/${id}`);
      }}
      cdnPrefix={settings.cdn_prefix}
    />
  );
}
