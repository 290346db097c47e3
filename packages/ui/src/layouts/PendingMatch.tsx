import type { LikesResponse } from '@dating/contract';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { MatchModal } from '../modals/MatchModal.js';
import { useNavigate } from '../router.js';
import { useLikes, useSession, useSettings, useStores } from '../stores-context.js';

/**
 * The match pop-up of a match the member has not been shown yet: the other member liked back
 * while the member was away (it arrives with the next poll of the likes). Closing it, or going to
 * the profile, marks it shown, and the next pending match follows.
 */
export function PendingMatch() {
  const stores = useStores();
  const state = useLikes();
  const { user } = useSession();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const navigate = useNavigate();
  const id = state.pendingMatches[0];
  // The snapshot is the store's answer frozen: the same shape, read-only.
  const likes = state.likes as LikesResponse | null;
  const profile = likes?.profiles.find((candidate) => candidate.id === id);
  // The page's own like, or its match pop-up, comes first: one match pop-up at a time.
  if (!user || id === undefined || !profile || state.matchHolds > 0) return null;
  const shown = () => stores.likes.actions.matchShown(id);
  return (
    <MatchModal
      isOpen
      onClose={shown}
      member={profile}
      fictionalLabel={{ icon: brandTexts.fictional_icon, label: brandTexts.fictional_singular }}
      ownName={user.profile.name}
      ownImage={user.profile.main_image?.match ?? null}
      onViewProfile={() => {
        shown();
        navigate(`/likes/m/${id}`);
      }}
      cdnPrefix={settings.cdn_prefix}
    />
  );
}
