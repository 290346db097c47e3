import { afterEach, expect, it } from 'vitest';
import { startPushServiceStandIn } from '../test-support/push-service-stand-in.js';
import { memberBrowser } from '../test-support/site-client.js';
import { addMember, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

let stopPushService: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopPushService?.();
  stopPushService = undefined;
});

/** A push service on this machine, and a way to subscribe a member's browser at it. */
async function pushService(server: TestServer) {
  const service = await startPushServiceStandIn();
  stopPushService = service.close;
  return {
    ...service,
    /**
     * Subscribes a browser of the member. The row is written as POST user.php?push=1 writes it
     * (that call takes the https addresses of the browsers' push services only, never this one).
     */
    async subscribeMember(memberId: number, id: string) {
      const subscription = service.subscribe(id);
      await server.database
        .insertInto('push_subscriptions')
        .values({ member_id: memberId, ...subscription, created_at: new Date() })
        .execute();
    },
  };
}

let clientIds = 0;
function nextClientId() {
  clientIds += 1;
  return `push-test-${String(clientIds).padStart(4, '0')}`;
}

describeEachDatabase('push notifications', (start) => {
  it('tells the recipient’s browsers of a new conversation, then of messages, in their language', async () => {
    const server = await start();
    const service = await pushService(server);
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      credits: 50,
    });
    const tom = await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      gender: 'male',
      language: 'de',
    });
    await service.subscribeMember(tom.id, 'tom-phone');
    await service.subscribeMember(tom.id, 'tom-laptop');
    const send = () =>
      eva.browser.post('/api/message.php', {
        profile_id: tom.id,
        text: 'Hallo Tom!',
        client_id: nextClientId(),
      });
    const first = await send();
    await server.push.flush();
    const { conversation } = first.json().message;
    const expected = {
      title: 'Amora',
      body: 'Eva hat eine Unterhaltung mit dir begonnen',
      url: `/chats/${conversation}`,
      tag: `/chats/${conversation}`,
    };
    expect(service.received.map((push) => [push.subscription, push.message])).toEqual([
      ['tom-phone', expected],
      ['tom-laptop', expected],
    ]);
    // Signed with the server's VAPID key, kept a day by the push service, urgent.
    expect(service.received[0]?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(service.received[0]?.headers).toMatchObject({ ttl: '86400', urgency: 'high' });

    service.received.length = 0;
    await send();
    await server.push.flush();
    expect(service.received.map((push) => push.message.body)).toEqual([
      'Neue Nachricht von Eva',
      'Neue Nachricht von Eva',
    ]);
    // The sender's own browsers are not told of what they sent.
    const sent = await server.database
      .selectFrom('push_outbox')
      .select(['member_id', 'sent_at'])
      .execute();
    expect(sent.every((push) => push.member_id === tom.id && push.sent_at !== null)).toBe(true);
  });

  it('honours the member’s settings, forgets gone subscriptions and tries a failing service again', async () => {
    const server = await start();
    const service = await pushService(server);
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      credits: 50,
    });
    const tom = await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      gender: 'male',
      language: 'en',
      notifications_disabled: ['new_conversations', 'new_messages'],
    });
    await service.subscribeMember(tom.id, 'tom-phone');
    await eva.browser.post('/api/message.php', {
      profile_id: tom.id,
      text: 'Hi!',
      client_id: nextClientId(),
    });
    // Likes are still on: Eva's like is told, messages are not.
    await eva.browser.post('/api/like.php', { profile_id: tom.id });
    await server.push.flush();
    expect(service.received.map((push) => push.message)).toEqual([
      {
        title: 'Amora',
        body: 'Eva likes you',
        url: `/members/${eva.id}`,
        tag: `/members/${eva.id}`,
      },
    ]);

    // A member without push subscriptions gets nothing queued at all.
    const noor = await addMember(server.database, { site: 'amora', email: 'noor@amora.example' });
    await eva.browser.post('/api/like.php', { profile_id: noor });
    const queued = await server.database.selectFrom('push_outbox').select('member_id').execute();
    expect(queued.map((push) => push.member_id)).toEqual([tom.id]);

    // The push service is down: the notification waits and goes with the next flush.
    service.fail(true);
    const ben = await memberBrowser(server, {
      email: 'ben@amora.example',
      name: 'Ben',
      gender: 'male',
    });
    await ben.browser.post('/api/like.php', { profile_id: tom.id });
    expect(await server.push.flush()).toBe(0);
    service.fail(false);
    expect(await server.push.flush()).toBe(1);
    expect(service.received.at(-1)?.message.body).toBe('Ben likes you');

    // The browser unsubscribed (410): the subscription is forgotten.
    service.unsubscribe('tom-phone');
    const mia = await memberBrowser(server, { email: 'mia@amora.example', name: 'Mia' });
    await mia.browser.post('/api/like.php', { profile_id: tom.id });
    await server.push.flush();
    const left = await server.database
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('member_id', '=', tom.id)
      .execute();
    expect(left).toEqual([]);
  });
});
