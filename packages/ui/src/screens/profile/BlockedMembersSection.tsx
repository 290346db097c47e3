import type { ProfileCard } from '@dating/contract';
import { createBlockedMembersStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { BlockedList } from '../../components/BlockedList.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings, useStores } from '../../stores-context.js';

/**
 * The members the member has blocked, each with an Unblock button (in the account part of
 * `/profile`): where a block is lifted besides the blocked member's own profile.
 */
export function BlockedMembersSection() {
  const stores = useStores();
  const [store] = useState(() => createBlockedMembersStore({ api: stores.api }));
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();

  useEffect(() => {
    void store.actions.load();
    return () => store.destroy();
  }, [store]);

  return (
    <>
      {state.profiles ? (
        <BlockedList
          // The snapshot is the store's list frozen: the same shape, read-only.
          profiles={state.profiles as ProfileCard[]}
          onUnblock={(id) => void store.actions.unblock(id)}
          pendingId={state.pendingId}
          fictionalLabel={{
            icon: brandTexts.fictional_icon,
            label: brandTexts.fictional_singular,
          }}
          headingLevel={3}
          cdnPrefix={settings.cdn_prefix}
        />
      ) : null}
      <LiveRegion role="alert">
        {state.problem ? <p>{problemText(state.problem)}</p> : null}
      </LiveRegion>
    </>
  );
}
