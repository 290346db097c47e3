import { expect, it } from 'vitest';
import { connect, members, sendText } from '../test-support/live-pages.js';
import { memberBrowser } from '../test-support/site-client.js';
import { describeEachDatabase } from '../test-support/test-server.js';

describeEachDatabase('live events', (start) => {
  it('tells both members of a message at once, and the sender of the read', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const tomPage = await connect(address, tom.browser);
    const evaPage = await connect(address, eva.browser);
    const sent = await sendText(eva.browser, tom.id, 'Hello Tom');
    expect(sent.statusCode, sent.body).toBe(201);
    const { message } = sent.json();

    const [heard] = await tomPage.next();
    expect(heard).toMatchObject({
      type: 'message',
      conversation: message.conversation,
      message: { id: message.id, text: 'Hello Tom', mine: false, client_id: null },
    });
    // Her other pages show it as hers.
    const [own] = await evaPage.next();
    expect(own).toMatchObject({ type: 'message', message: { id: message.id, mine: true } });

    await tom.browser.put('/api/chat.php', { conversation: message.conversation });
    const [read] = await evaPage.next();
    expect(read).toMatchObject({
      type: 'read',
      conversation: message.conversation,
      until: message.id,
    });
    tomPage.socket.close();
    evaPage.socket.close();
  });

  it('resumes after the last event a page had: nothing missed, nothing twice', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const first = await connect(address, tom.browser);
    await sendText(eva.browser, tom.id, 'One');
    const [one] = await first.next();
    first.socket.close();
    // While the page is away, two more come.
    await sendText(eva.browser, tom.id, 'Two');
    await sendText(eva.browser, tom.id, 'Three');
    const again = await connect(address, tom.browser, {
      after: String(one?.type === 'message' ? one.id : 0),
    });
    const missed = await again.next(2);
    expect(missed.map((event) => event.type === 'message' && event.message.text)).toEqual([
      'Two',
      'Three',
    ]);
    await sendText(eva.browser, tom.id, 'Four');
    const [four] = await again.next();
    expect(four?.type === 'message' && four.message.text).toBe('Four');
    expect(again.events).toHaveLength(3);
    again.socket.close();
  });

  it('passes typing on to the other member of the conversation only', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const { message } = (await sendText(eva.browser, tom.id, 'Hi')).json();
    const tomPage = await connect(address, tom.browser);
    const evaPage = await connect(address, eva.browser);
    evaPage.socket.send(JSON.stringify({ type: 'typing', conversation: message.conversation }));
    expect(await tomPage.next()).toEqual([{ type: 'typing', conversation: message.conversation }]);
    // Not a signal: the connection ends.
    const closed = new Promise<number>((resolve) => evaPage.socket.once('close', resolve));
    evaPage.socket.send('{"type":"hello"}');
    expect(await closed).toBe(1008);
    expect(evaPage.events).toEqual([]);
    tomPage.socket.close();
  });

  it('sends a member every event, in order, while many changes for them commit at once', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    // Eva wrote to Tom: each time Tom reads, Eva's page hears of it.
    await sendText(eva.browser, tom.id, 'Are you there?');
    const evaPage = await connect(address, eva.browser);
    const senders = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        memberBrowser(server, { email: `sender${index}@amora.example`, credits: 100 }),
      ),
    );
    const conversation = (await (await tom.browser.get('/api/chats.php')).json()).chats[0]
      .conversation;
    await Promise.all([
      ...senders.map((sender) => sendText(sender.browser, eva.id, `From ${sender.id}`)),
      ...Array.from({ length: 12 }, () => tom.browser.put('/api/chat.php', { conversation })),
    ]);
    const stored = await server.database
      .selectFrom('live_events')
      .select('id')
      .where('member_id', '=', eva.id)
      .orderBy('id')
      .execute();
    const heard = await evaPage.next(stored.length - 1);
    // Everything after the page connected, in the order of the ids: nothing lost to a race.
    expect(heard.map((event) => ('id' in event ? event.id : 0))).toEqual(
      stored.slice(1).map((row) => Number(row.id)),
    );
    expect(heard.filter((event) => event.type === 'message')).toHaveLength(12);
    expect(heard.filter((event) => event.type === 'read')).toHaveLength(12);
    evaPage.socket.close();
  });

  it('tells the liked member of a like, and both members of a match, once each', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const evaPage = await connect(address, eva.browser);
    const tomPage = await connect(address, tom.browser);
    expect((await eva.browser.post('/api/like.php', { profile_id: tom.id })).statusCode).toBe(200);
    expect(await tomPage.next()).toEqual([
      { id: expect.any(Number), type: 'like', profile: eva.id },
    ]);
    // Liked again (a double click): nothing new to tell.
    await eva.browser.post('/api/like.php', { profile_id: tom.id });
    await tom.browser.post('/api/like.php', { profile_id: eva.id });
    const [like, match] = await evaPage.next(2);
    expect([like?.type, match]).toEqual([
      'like',
      { id: expect.any(Number), type: 'match', profile: tom.id },
    ]);
    expect(await tomPage.next()).toEqual([
      { id: expect.any(Number), type: 'match', profile: eva.id },
    ]);
    expect(tomPage.events).toHaveLength(2);
    // Tom sees Eva's like on another device: his pages update their likes.
    await tom.browser.put('/api/likes.php', { profile_id: eva.id, seen: 'like' });
    expect(await tomPage.next()).toEqual([
      { id: expect.any(Number), type: 'counters', changed: 'likes' },
    ]);
    evaPage.socket.close();
    tomPage.socket.close();
  });

  it('tells the reader’s other pages that a conversation was read there', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const sent = await sendText(eva.browser, tom.id, 'Hello Tom');
    const tomPhone = await connect(address, tom.browser);
    await tom.browser.put('/api/chat.php', { conversation: sent.json().message.conversation });
    expect(await tomPhone.next()).toEqual([
      { id: expect.any(Number), type: 'counters', changed: 'chats' },
    ]);
    // Read again: nothing changed, nothing to tell.
    await tom.browser.put('/api/chat.php', { conversation: sent.json().message.conversation });
    await sendText(eva.browser, tom.id, 'Still there?');
    const [next] = await tomPhone.next();
    expect(next?.type).toBe('message');
    tomPhone.socket.close();
  });

  it('refuses a page of another site and a visitor before upgrading', async () => {
    const server = await start();
    const { tom, address } = await members(server);
    await expect(connect(address, tom.browser, { origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    await expect(connect(address, null)).rejects.toThrow('HTTP 403');
    await expect(connect(address, tom.browser, { after: 'latest' })).rejects.toThrow('HTTP 400');
  });
});
