import type { ChatMessage } from '@dating/logic';
import { createFixtureStores } from '@dating/logic/testing';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createSiteI18n } from '../i18n.js';
import { SiteApp } from '../SiteApp.js';
import { MessageList, type MessageListProps } from './MessageList.js';

const NOW = Date.parse('2026-06-15T12:00:00Z');

/** 30 messages taking turns, a minute apart, the last one the member's. */
const messages: ChatMessage[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  conversation: 1,
  mine: index % 2 === 1,
  kind: 'text',
  text: `Message number ${index + 1}, long enough to take a line or two of the bubble.`,
  credits: 0,
  client_id: null,
  sent_at: new Date(NOW - (30 - index) * 60_000).toISOString(),
  status: 'sent',
}));

const props: MessageListProps = {
  messages,
  name: 'Anna',
  hasOlder: false,
  loadingOlder: false,
  onLoadOlder: () => {},
  historyHidden: false,
  onRetry: () => {},
  onDiscard: () => {},
  empty: null,
  now: NOW,
};

/** The list in a box of `height` px, as the conversation page gives it what its bars leave. */
function inBox(height: number, list: ReactNode) {
  return <div style={{ display: 'flex', flexDirection: 'column', height }}>{list}</div>;
}

/** Whether `element` lies wholly inside the visible part of the message area. */
function inView(element: Element) {
  const area = screen.getByRole('log').getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return box.top >= area.top - 1 && box.bottom <= area.bottom + 1;
}

describe('the message list', () => {
  it('keeps the newest message and the typing line in view when they change its size', async () => {
    const i18n = await createSiteI18n('en', { preloadAll: true });
    const stores = createFixtureStores();
    const site = (height: number, typing: boolean) => (
      <SiteApp stores={stores} i18n={i18n} url="/">
        {inBox(height, <MessageList {...props} typing={typing} />)}
      </SiteApp>
    );
    const view = render(site(400, false));
    const newest = await screen.findByText(/^Message number 30,/);
    await waitFor(() => expect(inView(newest)).toBe(true));

    // The other member starts typing: the line below the messages is in view at once.
    view.rerender(site(400, true));
    const typing = await screen.findByText('Anna is typing…');
    await waitFor(() => expect(inView(typing)).toBe(true));

    // A panel opens below the area (the credits alert), which shrinks: the end stays in view.
    view.rerender(site(250, true));
    await waitFor(() => expect(inView(screen.getByText('Anna is typing…'))).toBe(true));
    expect(inView(newest)).toBe(true);
  });
});
