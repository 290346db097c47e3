import {
  createLikePopupStore,
  LIKE_POPUP_PARAMETER,
  type LikePopupStore,
  likePopupDelayMs,
} from '@dating/logic';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { LikeModal } from '../modals/LikeModal.js';
import { useLocation, useNavigate } from '../router.js';
import { useOverlays, useSession, useSettings, useStores } from '../stores-context.js';

/** The like pop-up's store, made with the pop-up and destroyed with it. */
function useLikePopupStore(): LikePopupStore {
  const { likes, overlays, clock } = useStores();
  const [store] = useState(() => createLikePopupStore({ likes, overlays, clock }));
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

/**
 * The like pop-up given no profile, on any page whose address asks for it with `like` (the links
 * of like notifications, e.g. `/members?like&t=3`): after the address's `t` seconds it fetches
 * the newest like the member has not seen (GET auto-like.php; the likes reload 0.5 s later) and
 * shows "{name} likes you" with a way to their profile, when the overlay queue lets it open
 * (`like`: after a match not shown yet, never while the member is busy). Without a new like,
 * nothing shows. Closing the pop-up, or going to the profile, takes `like` and `t` off the
 * address.
 */
export function LikePopup() {
  const store = useLikePopupStore();
  const { member } = useSnapshot(store.state);
  const { open } = useOverlays();
  const { user } = useSession();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).has(LIKE_POPUP_PARAMETER);
  const memberId = user?.profile.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per address and member.
  useEffect(() => {
    if (!asked || memberId === undefined) return;
    store.actions.ask(likePopupDelayMs(location.search));
    return () => store.actions.cancel();
  }, [asked, memberId, store]);

  if (!member || open?.kind !== 'like') return null;
  const close = (then?: string) => {
    store.actions.close();
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
