import { createConversationContextStore, type OperatorStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { ConversationList } from '../../components/ConversationList.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { ChatLayout } from '../../layouts/ChatLayout.js';
import { useParams } from '../../router.js';
import { useSettings, useStores } from '../../stores-context.js';
import chat from '../chat/ChatScreen.module.css';
import { ErrorScreen } from '../ErrorScreen.js';
import { ConversationContextPanel } from './ConversationContextPanel.js';
import { OperatorConversationPane } from './OperatorConversationPane.js';
import styles from './OperatorScreen.module.css';

/** Which conversation the address opens: none (`/operator`), one, or none that can exist. */
function conversationOf(id: string | undefined): number | null | 'invalid' {
  if (id === undefined) return null;
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? number : 'invalid';
}

/**
 * The back office's chat inbox (`/operator`, `/operator/{id}`): the conversations of the brand's
 * fictional profiles, the unanswered first, beside the open one, answered as those profiles, and
 * beside that (from 1280 px; behind a button below) the house rules, both profiles and the team's
 * note on the two.
 */
export function OperatorInbox({ store }: { store: OperatorStore }) {
  const state = useSnapshot(store.state);
  const { part } = useParams();
  const target = conversationOf(part);
  const stores = useStores();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  const [context] = useState(() => createConversationContextStore({ api: stores.api }));
  const [contextShown, setContextShown] = useState(false);

  useEffect(() => () => context.destroy(), [context]);
  useEffect(() => {
    if (typeof target === 'number') void store.actions.open(target);
    else store.actions.close();
    void context.actions.open(typeof target === 'number' ? target : null);
    setContextShown(false);
  }, [store, context, target]);

  const fictionalLabel = { icon: brandTexts.fictional_icon, label: brandTexts.fictional_singular };
  const list = (
    <ConversationList
      chats={state.chats}
      firstLoad={state.chats === null && !state.loadProblem}
      loadError={state.loadProblem ? problemText(state.loadProblem) : null}
      onRetry={() => void store.actions.load()}
      active={typeof target === 'number' ? target : null}
      fictionalLabel={fictionalLabel}
      now={stores.clock.now()}
      cdnPrefix={settings.cdn_prefix}
      linkOf={(conversation) => `/operator/${conversation}`}
      back={null}
      title={t('list.title')}
      empty={<p>{t('list.empty')}</p>}
    />
  );
  return (
    <div className={styles.body}>
      <ChatLayout list={list} narrow={target === null ? 'list' : 'pane'}>
        {target === null ? (
          <div className={chat.pick}>
            <h2 className={chat.pickTitle}>{t('pick.title')}</h2>
            <p>{t('pick.text')}</p>
          </div>
        ) : target === 'invalid' ? (
          <ErrorScreen status={404} />
        ) : (
          <div className={styles.conversation} data-context={contextShown ? 'shown' : 'hidden'}>
            <div className={styles.thread}>
              <OperatorConversationPane
                store={store}
                fictionalLabel={fictionalLabel}
                contextShown={contextShown}
                onToggleContext={() => setContextShown((shown) => !shown)}
              />
            </div>
            <ConversationContextPanel store={context} fictionalLabel={fictionalLabel} />
          </div>
        )}
      </ChatLayout>
    </div>
  );
}
