import type { AutoLikeResponse } from '@dating/contract';
import { LIKE_POPUP_PARAMETER, likePopupDelayMs } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { LikeModal } from '../modals/LikeModal.js';
import { useLocation, useNavigate } from '../router.js';
import { useLikes, useSession, useSettings, useStores } from '../stores-context.js';

type LikingMember = NonNullable<AutoLikeResponse['profile']>;

/**
 * The like pop-up given no profile, on any page whose address asks for it with `like` (the links
 * of like notifications, e.g. `/members?like&t=3`): after the address's `t` seconds it fetches
 * the newest like the member has not seen (GET auto-like.php; the likes reload 0.5 s later) and
 * shows "{name} likes you" with a way to their profile. Without a new like, nothing shows.
 * Closing the pop-up, or going to the profile, takes `like` and `t` off the address. It waits
 * while the match pop-up of a match not shown yet is open: one pop-up at a time.
 */
export function LikePopup() {
  const stores = useStores();
  const { user } = useSession();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const [member, setMember] = useState<LikingMember | null>(null);
  const likes = useLikes();
  // One pop-up at a time: a match waiting to be shown (PendingMatch) goes first.
  const matchShowing = likes.pendingMatches.some((id) =>
    likes.likes?.profiles.some((profile) => profile.id === id),
  );
  const asked = new URLSearchParams(location.search).has(LIKE_POPUP_PARAMETER);
  const memberId = user?.profile.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per address and member.
  useEffect(() => {
    if (!asked || memberId === undefined) return;
    let cancelled = false;
    const fetchLike = async () => {
      const result = await stores.likes.actions.autoLike();
      if (!cancelled && result.ok && result.value) setMember(result.value);
    };
    const delay = likePopupDelayMs(location.search);
    const timer = delay > 0 ? stores.clock.setTimeout(fetchLike, delay) : undefined;
    if (timer === undefined) void fetchLike();
    return () => {
      cancelled = true;
      if (timer !== undefined) stores.clock.clearTimeout(timer);
    };
  }, [asked, memberId, stores]);

  if (!member || matchShowing) return null;
  const close = (then?: string) => {
    setMember(null);
    const search = new URLSearchParams(location.search);
    search.delete(LIKE_POPUP_PARAMETER);
    search.delete('t');
    const rest = search.toString();
    navigate(then ?? { search: rest ? `?${rest}` : '', hash: location.hash }, { replace: !then });
  };
  return (
    <LikeModal
      isOpen
      direction="received"
      onClose={() => close()}
      member={member}
      fictionalLabel={{ icon: brandTexts.fictional_icon, label: brandTexts.fictional_singular }}
      onAction={() => close(`/likes/m/${member.id}`)}
      cdnPrefix={settings.cdn_prefix}
    />
  );
}
