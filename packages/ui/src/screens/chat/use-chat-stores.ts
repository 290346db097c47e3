import {
  type ChatsStore,
  type ConversationStore,
  type ConversationTarget,
  createConversationStore,
} from '@dating/logic';
import { use, useEffect, useState } from 'react';
import { useStores } from '../../stores-context.js';

/**
 * The chats store (the conversation list and the Messages badge). Its code arrives with the
 * first logged-in page; until then the screen suspends, like the account pages do.
 */
export function useChatsStore(): ChatsStore {
  return use(useStores().chats());
}

/**
 * The open conversation's own store, made with the chat page and destroyed with it; it opens
 * `target` (a conversation id, or the member written to) whenever that changes, once a member
 * is logged in.
 */
export function useConversationStore(
  chats: ChatsStore,
  target: ConversationTarget | null,
  memberId: number | null,
): ConversationStore {
  const stores = useStores();
  const [store] = useState(() =>
    createConversationStore({
      api: stores.api,
      clock: stores.clock,
      session: stores.session,
      chats,
      storage: stores.storage,
    }),
  );
  useEffect(() => () => store.destroy(), [store]);
  const key = target === null ? null : JSON.stringify(target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `target`.
  useEffect(() => {
    if (target !== null && memberId !== null) void store.actions.open(target);
  }, [store, key, memberId]);
  return store;
}
