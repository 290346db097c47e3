import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHAT_PAGE_SIZE, FREE_CONVERSATION_LIMIT, MESSAGE_LIMITS } from '@dating/contract';
import { chatPhotoFiles } from '@dating/contract/rules';
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { addCredits, ledgerSum, spendCredits } from '../ledger/ledger.js';
import { ENDPOINT_SAMPLES } from '../test-support/endpoint-samples.js';
import { jpegPhoto, sendChatPhoto } from '../test-support/photo-upload.js';
import {
  memberBrowser,
  newestMailTo,
  type SiteClient,
  siteClient,
  tokenOf,
} from '../test-support/site-client.js';
import { addMember, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

/** Amora's price of a message (the brand file leaves the default). */
const PRICE = 5;

let clientIds = 0;
function nextClientId() {
  clientIds += 1;
  return `client-${clientIds.toString().padStart(4, '0')}`;
}

const send = (
  browser: SiteClient,
  profileId: number,
  text = 'Hi there!',
  clientId = nextClientId(),
) => browser.post('/api/message.php', { profile_id: profileId, text, client_id: clientId });

const chats = async (browser: SiteClient) => (await browser.get('/api/chats.php')).json();

async function two(server: TestServer, sender: Record<string, unknown> = {}) {
  const eva = await memberBrowser(server, {
    email: 'eva@amora.example',
    name: 'Eva',
    credits: 100,
    ...sender,
  });
  const tom = await memberBrowser(server, {
    email: 'tom@amora.example',
    name: 'Tom',
    gender: 'male',
  });
  return { eva, tom };
}

const creditsOf = async (server: TestServer, id: number) =>
  (
    await server.database
      .selectFrom('members')
      .select('credits')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).credits;

describeEachDatabase('chat', (start) => {
  it('sends a message for the brand’s price, once per client id, and the other sees it unread', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    const sent = await send(eva.browser, tom.id, '  Hello Tom  ', 'first-message-1');
    expect(sent.statusCode, sent.body).toBe(201);
    const { message, credits } = sent.json();
    expect(credits).toBe(100 - PRICE);
    expect(message).toMatchObject({
      mine: true,
      kind: 'text',
      text: 'Hello Tom',
      credits: PRICE,
      client_id: 'first-message-1',
    });
    // A retry (a lost answer, a double tap) stores and charges nothing more.
    const again = await send(eva.browser, tom.id, 'Hello Tom', 'first-message-1');
    expect(again.json()).toEqual({ message, credits: 100 - PRICE });
    expect(await creditsOf(server, eva.id)).toBe(100 - PRICE);

    const list = await chats(tom.browser);
    expect(list.chats).toEqual([
      {
        conversation: message.conversation,
        profile: expect.objectContaining({ id: eva.id, name: 'Eva' }),
        num_unread_messages: 1,
        last_message: { kind: 'text', text: 'Hello Tom', mine: false, sent_at: message.sent_at },
      },
    ]);
    expect(list.counters).toEqual({ unread_messages: 1, messages: 1, new_likes: 0 });
    const page = (
      await tom.browser.get(`/api/messages.php?conversation=${message.conversation}`)
    ).json();
    expect(page.messages).toEqual([{ ...message, mine: false, client_id: null }]);
    const read = await tom.browser.put('/api/chat.php', { conversation: message.conversation });
    expect(read.json()).toEqual({ unread_messages: 0 });
    expect((await chats(tom.browser)).chats[0].num_unread_messages).toBe(0);
  });

  it('lets a free member start two conversations, not three; premium members any number', async () => {
    const server = await start();
    const eva = await memberBrowser(server, { email: 'eva@amora.example', credits: 100 });
    const others = [];
    for (const name of ['tom', 'max', 'ben']) {
      others.push(
        await addMember(server.database, { site: 'amora', email: `${name}@amora.example` }),
      );
    }
    const [tom, max, ben] = others as [number, number, number];
    expect((await send(eva.browser, tom)).statusCode).toBe(201);
    expect((await send(eva.browser, max)).statusCode).toBe(201);
    const third = await send(eva.browser, ben);
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toBe('conversation_limit');
    expect(FREE_CONVERSATION_LIMIT).toBe(2);
    // Going on in a started conversation is fine, and nothing was paid for the refusal.
    expect((await send(eva.browser, tom)).statusCode).toBe(201);
    expect(await creditsOf(server, eva.id)).toBe(100 - 3 * PRICE);
    // Removing a conversation does not give a new start.
    const [first] = (await chats(eva.browser)).chats;
    await eva.browser.delete('/api/chat.php', { conversation: first.conversation });
    expect((await send(eva.browser, ben)).statusCode).toBe(403);

    await server.database
      .updateTable('members')
      .set({ paid_user: true })
      .where('id', '=', eva.id)
      .execute();
    expect((await send(eva.browser, ben)).statusCode).toBe(201);
  });

  it('refuses a message the credits do not cover, storing and charging nothing', async () => {
    const server = await start();
    const { eva, tom } = await two(server, { credits: PRICE - 1 });
    const refused = await send(eva.browser, tom.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'not_enough_credits', credits: PRICE - 1 });
    expect(await server.database.selectFrom('messages').select('id').execute()).toEqual([]);
    expect((await chats(tom.browser)).chats).toEqual([]);
  });

  it('keeps a blocked member from sending, and tells them by whom', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    await send(eva.browser, tom.id);
    await tom.browser.post('/api/block.php', { profile_id: eva.id });
    const refused = await send(eva.browser, tom.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'blocked', name: 'Tom' });
    expect((await send(tom.browser, eva.id)).json().error).toBe('blocked');
    // The blocker no longer sees the conversation; the blocked member does, and learns why.
    expect((await chats(tom.browser)).chats).toEqual([]);
    const [entry] = (await chats(eva.browser)).chats;
    const opened = await eva.browser.get(`/api/messages.php?conversation=${entry.conversation}`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().name).toBe('Tom');
  });

  it('lets nobody answer a member who has not confirmed their e-mail, and says so on both sides', async () => {
    const server = await start();
    const { eva, tom } = await two(server, { status: 'not_confirmed' });
    const sent = await send(eva.browser, tom.id);
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = await send(tom.browser, eva.id);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'recipient_unconfirmed', name: 'Eva' });
    const conversation = sent.json().message.conversation;
    const forTom = (await tom.browser.get(`/api/messages.php?conversation=${conversation}`)).json();
    const forEva = (await eva.browser.get(`/api/messages.php?profile_id=${tom.id}`)).json();
    expect([forTom.unconfirmed, forEva.unconfirmed]).toEqual(['them', 'me']);
    expect(forEva.conversation).toBe(conversation);
  });

  it('refuses a text longer than the brand allows, and answers an empty page for a new partner', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    const long = await send(eva.browser, tom.id, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ text: 'too_long' });
    expect((await send(eva.browser, tom.id, '   ')).json().fields).toEqual({ text: 'required' });
    const empty = (await eva.browser.get(`/api/messages.php?profile_id=${tom.id}`)).json();
    expect(empty).toMatchObject({
      conversation: null,
      messages: [],
      before: null,
      unconfirmed: null,
    });
    const missing = await eva.browser.get('/api/messages.php?profile_id=999999');
    expect(missing.statusCode, missing.body).toBe(404);
    expect((await eva.browser.get('/api/messages.php')).json().fields).toEqual({
      conversation: 'required',
    });
  });

  it('pages the history back by cursor and hides what is older than the brand keeps', async () => {
    // More messages in a minute than members may write.
    const server = await start({ messageLimits: false });
    const { eva, tom } = await two(server, { credits: 1000, paid_user: true });
    const count = CHAT_PAGE_SIZE + 5;
    for (let index = 0; index < count; index += 1) {
      await send(eva.browser, tom.id, `Message ${index}`);
      server.clock.advance(1000);
    }
    const [entry] = (await chats(tom.browser)).chats;
    const url = `/api/messages.php?conversation=${entry.conversation}`;
    const newest = (await tom.browser.get(url)).json();
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.messages.at(-1).text).toBe(`Message ${count - 1}`);
    expect(newest.history_hidden).toBe(false);
    const olderAnswer = await tom.browser.get(`${url}&before=${newest.before}`);
    expect(olderAnswer.statusCode, olderAnswer.body).toBe(200);
    const older = olderAnswer.json();
    expect(older.messages.map((message: { text: string }) => message.text)).toEqual(
      [0, 1, 2, 3, 4].map((index) => `Message ${index}`),
    );
    expect(older.before).toBeNull();

    // The messages a year old (Amora keeps 365 days), and a new one: the old ones are hidden, and
    // the page says so. (The sessions would not last a year of the fake clock.)
    await server.database
      .updateTable('messages')
      .set({ created_at: sql`created_at - interval '366 days'` })
      .execute();
    await send(eva.browser, tom.id, 'Still there?');
    const later = (await tom.browser.get(url)).json();
    expect(later.messages.map((message: { text: string }) => message.text)).toEqual([
      'Still there?',
    ]);
    expect(later.history_hidden).toBe(true);
  });

  it('removes a conversation for the member only; a new message brings it back alone', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    const first = (await send(eva.browser, tom.id, 'First')).json().message;
    const removed = await tom.browser.delete('/api/chat.php', { conversation: first.conversation });
    expect(removed.json()).toEqual({ ok: true });
    expect((await chats(tom.browser)).chats).toEqual([]);
    expect((await chats(eva.browser)).chats).toHaveLength(1);
    server.clock.advance(1000);
    await send(eva.browser, tom.id, 'Second');
    const [entry] = (await chats(tom.browser)).chats;
    expect(entry.num_unread_messages).toBe(1);
    const page = (
      await tom.browser.get(`/api/messages.php?conversation=${entry.conversation}`)
    ).json();
    expect(page.messages.map((message: { text: string }) => message.text)).toEqual(['Second']);
    // Another member's conversation is nobody else's business.
    const max = await memberBrowser(server, { email: 'max@amora.example' });
    expect(
      (await max.browser.delete('/api/chat.php', { conversation: first.conversation })).statusCode,
    ).toBe(404);
    expect(
      (await max.browser.get(`/api/messages.php?conversation=${first.conversation}`)).statusCode,
    ).toBe(404);
  });

  it('delivers the message written at signup once the e-mail is confirmed, free, worth the signup credits', async () => {
    const server = await start();
    const tom = await memberBrowser(server, { email: 'tom@amora.example', name: 'Tom' });
    const lena = siteClient(server.app, 'amora');
    const signedUp = await lena.post('/api/signup.php', {
      ...ENDPOINT_SAMPLES.signup.body,
      email: 'lena@example.org',
      profile_id: tom.id,
      signup_message: 'Hi Tom, I liked your profile!',
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    // Not before the confirmation.
    expect((await chats(tom.browser)).chats).toEqual([]);
    const token = tokenOf(await newestMailTo(server.app, 'amora', 'lena@example.org'));
    expect((await lena.post('/api/activate.php', { token })).statusCode).toBe(200);
    const [entry] = (await chats(tom.browser)).chats;
    expect(entry).toMatchObject({
      profile: { name: 'Lena' },
      num_unread_messages: 1,
      last_message: { kind: 'signup', text: 'Hi Tom, I liked your profile!', mine: false },
    });
    const page = (
      await tom.browser.get(`/api/messages.php?conversation=${entry.conversation}`)
    ).json();
    // Amora leaves signup_credits at its default, 10.
    expect(page.messages).toMatchObject([{ kind: 'signup', credits: 10, mine: false }]);
    expect(signedUp.json().user.credits).toBe(0);
    // The free member's first conversation is this one: one more may be started.
    expect((await chats(lena)).chats).toHaveLength(1);
  });

  it('confirms an e-mail with a signup message while its recipient writes to the new member (no deadlock)', async () => {
    const server = await start();
    const tom = await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      credits: 1000,
      paid_user: true,
    });
    // Rounds of a confirmation (which locks the new member, then Tom to deliver the message) and
    // Tom's message to her at the same moment (which locks the two, the smaller id first: Tom).
    for (let round = 0; round < 12; round += 1) {
      const email = `new-${round}@example.org`;
      const visitor = siteClient(server.app, 'amora');
      const signedUp = await visitor.post('/api/signup.php', {
        ...ENDPOINT_SAMPLES.signup.body,
        email,
        profile_id: tom.id,
        signup_message: 'Hi Tom!',
      });
      const newcomer = signedUp.json().user.profile.id as number;
      const token = tokenOf(await newestMailTo(server.app, 'amora', email));
      const [confirmed, written] = await Promise.all([
        visitor.post('/api/activate.php', { token }),
        send(tom.browser, newcomer, 'Welcome!'),
      ]);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      // Before the confirmation she cannot be answered yet; after it she can.
      expect([201, 403], written.body).toContain(written.statusCode);
    }
  });

  it('stores exactly the messages the credits pay for when 1,000 are sent at once', async () => {
    const server = await start({ messageLimits: false });
    const affordable = 37;
    const { eva, tom } = await two(server, { credits: 0, paid_user: true });
    await addCredits(
      server.database,
      eva.id,
      affordable * PRICE,
      'bonus',
      'test:bonus',
      server.clock.now(),
    );
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, index) => send(eva.browser, tom.id, `Burst ${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(affordable);
    expect(statuses.filter((status) => status === 402)).toHaveLength(1000 - affordable);
    const stored = await server.database.selectFrom('messages').select('id').execute();
    expect(stored).toHaveLength(affordable);
    expect(await creditsOf(server, eva.id)).toBe(0);
    expect(await ledgerSum(server.database, eva.id)).toBe(0);
  });

  it('stores a message sent twenty times at once with one client id once, and charges once', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(eva.browser, tom.id, 'Only once', 'same-client-id')),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json().message.id)).size).toBe(1);
    expect(await server.database.selectFrom('messages').select('id').execute()).toHaveLength(1);
    expect(await creditsOf(server, eva.id)).toBe(100 - PRICE);
  });

  it('puts the messages of both sides into each member’s data download', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    await addCredits(server.database, tom.id, 10, 'bonus', 'test', Date.now());
    const { message } = (await send(eva.browser, tom.id, 'For the record')).json();
    expect((await send(tom.browser, eva.id, 'Noted')).statusCode).toBe(201);
    const evaData = (await eva.browser.get('/api/my-data.php')).json();
    expect(evaData.messages).toEqual([
      {
        conversation: message.conversation,
        with: tom.id,
        mine: true,
        kind: 'text',
        text: 'For the record',
        credits: PRICE,
        sent_at: message.sent_at,
      },
      expect.objectContaining({ with: tom.id, mine: false, text: 'Noted' }),
    ]);
    const tomData = (await tom.browser.get('/api/my-data.php')).json();
    expect(tomData.messages.map((entry: { mine: boolean }) => entry.mine)).toEqual([false, true]);
  });

  it('sends a gift for the brand’s gift price, and refuses a body with both or neither', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    const gift = await eva.browser.post('/api/message.php', {
      profile_id: tom.id,
      gift: 'rose',
      client_id: nextClientId(),
    });
    expect(gift.statusCode, gift.body).toBe(201);
    // Amora leaves gift_credits at the default, 15.
    expect(gift.json()).toMatchObject({
      message: { kind: 'gift', text: 'rose', credits: 15, mine: true },
      credits: 100 - 15,
    });
    const both = await eva.browser.post('/api/message.php', {
      profile_id: tom.id,
      gift: 'rose',
      text: 'And words',
      client_id: nextClientId(),
    });
    expect(both.statusCode).toBe(400);
    const unknown = await eva.browser.post('/api/message.php', {
      profile_id: tom.id,
      gift: 'diamond',
      client_id: nextClientId(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ gift: 'invalid' });
    expect(await creditsOf(server, eva.id)).toBe(100 - 15);
  });

  it('sends a photo for the brand’s photo price, shown to the two members only, refused as a profile photo is', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    const photo = await jpegPhoto(900, 600);
    // The chat photos in Eva's uploads that this test made (the data folder is shared).
    const folder = join(server.dataDir, 'uploads', 'amora', String(eva.id));
    const chatFiles = () =>
      existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith('c-')) : [];
    const before = new Set(chatFiles());
    const made = () => chatFiles().filter((name) => !before.has(name));
    const sent = await sendChatPhoto(eva.browser, photo, {
      profile_id: tom.id,
      client_id: 'photo-message-1',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Amora leaves photo_credits at the default, 10.
    const { message, credits } = sent.json();
    expect(message).toMatchObject({ kind: 'photo', credits: 10, mine: true });
    expect(credits).toBe(100 - 10);
    expect(message.text).toMatch(new RegExp(`^amora/${eva.id}/c-[0-9a-f]{24}$`));
    // Sent again (a lost answer): stored and paid once, no second file kept.
    const again = await sendChatPhoto(eva.browser, photo, {
      profile_id: tom.id,
      client_id: 'photo-message-1',
    });
    expect(again.json()).toEqual({ message, credits: 100 - 10 });
    expect(made()).toHaveLength(2);

    // Tom sees it in the conversation; both files are his to load, and nobody else's.
    const page = (
      await tom.browser.get(`/api/messages.php?conversation=${message.conversation}`)
    ).json();
    expect(page.messages).toEqual([
      expect.objectContaining({ kind: 'photo', text: message.text, mine: false }),
    ]);
    const files = chatPhotoFiles(message.text);
    const preview = await tom.browser.get(`/uploads/${files.preview}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toContain('private');
    const { width } = await sharp(preview.rawPayload).metadata();
    expect(width).toBe(640);
    expect((await eva.browser.get(`/uploads/${files.photo}`)).statusCode).toBe(200);
    const noor = await memberBrowser(server, { email: 'noor@amora.example', name: 'Noor' });
    for (const browser of [noor.browser, siteClient(server.app, 'amora')]) {
      expect((await browser.get(`/uploads/${files.photo}`)).statusCode).toBe(404);
      expect((await browser.get(`/uploads/${files.preview}`)).statusCode).toBe(404);
    }

    // Not a photo: 415 and nothing spent or kept; too few credits: 402 and no file left either.
    const text = Buffer.from('not a photo at all');
    const refused = await sendChatPhoto(eva.browser, text, {
      profile_id: tom.id,
      client_id: nextClientId(),
    });
    expect([refused.statusCode, refused.json().error]).toEqual([415, 'photo_not_an_image']);
    await spendCredits(server.database, eva.id, 85, 'test-spend', server.clock.now());
    const poor = await sendChatPhoto(eva.browser, photo, {
      profile_id: tom.id,
      client_id: nextClientId(),
    });
    expect([poor.statusCode, poor.json().error]).toEqual([402, 'not_enough_credits']);
    expect(made()).toHaveLength(2);
    expect(await creditsOf(server, eva.id)).toBe(5);
  });

  it('gives a blocked member nothing of the conversation: no read, no photo sent before the block', async () => {
    const server = await start();
    const { eva, tom } = await two(server);
    const sent = await sendChatPhoto(eva.browser, await jpegPhoto(), {
      profile_id: tom.id,
      client_id: 'photo-before-block',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { message } = sent.json();
    const files = chatPhotoFiles(message.text);
    expect((await tom.browser.get(`/uploads/${files.preview}`)).statusCode).toBe(200);

    expect((await eva.browser.post('/api/block.php', { profile_id: tom.id })).statusCode).toBe(200);
    const read = await tom.browser.put('/api/chat.php', { conversation: message.conversation });
    expect([read.statusCode, read.json().error]).toEqual([404, 'not_found']);
    for (const file of [files.preview, files.photo]) {
      expect((await tom.browser.get(`/uploads/${file}`)).statusCode).toBe(404);
    }
    // The member who blocked keeps what is hers.
    expect((await eva.browser.get(`/uploads/${files.photo}`)).statusCode).toBe(200);
    const unread = await server.database
      .selectFrom('live_events')
      .select('type')
      .where('member_id', '=', eva.id)
      .where('type', '=', 'read')
      .execute();
    expect(unread).toEqual([]);
  });

  it('limits how fast a member writes: 10 a minute to one member, 30 a minute, 300 a day', async () => {
    const server = await start();
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      credits: 5000,
      paid_user: true,
    });
    const others = [];
    for (let index = 0; index < 4; index += 1) {
      others.push(
        await addMember(server.database, { site: 'amora', email: `m${index}@amora.example` }),
      );
    }
    const [tom = 0] = others;
    for (let number = 0; number < MESSAGE_LIMITS.toOneMemberPerMinute; number += 1) {
      expect((await send(eva.browser, tom)).statusCode).toBe(201);
    }
    const tooFast = await send(eva.browser, tom);
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json()).toMatchObject({ error: 'too_many_messages', minutes: 1 });
    expect(tooFast.headers['retry-after']).toBe('60');
    // Nothing was spent on the refused one.
    expect(await creditsOf(server, eva.id)).toBe(
      5000 - PRICE * MESSAGE_LIMITS.toOneMemberPerMinute,
    );

    // The others may still be written to, up to 30 in the minute in all.
    const more = MESSAGE_LIMITS.perMinute - MESSAGE_LIMITS.toOneMemberPerMinute;
    for (let number = 0; number < more; number += 1) {
      const other = others[1 + (number % 3)] ?? 0;
      expect((await send(eva.browser, other)).statusCode).toBe(201);
    }
    expect((await send(eva.browser, others[3] ?? 0)).json().error).toBe('too_many_messages');
    server.clock.advance(60_000);
    expect((await send(eva.browser, tom)).statusCode).toBe(201);

    // A day: 300 in all (30 a minute, to four members in turn), then none until the first is a
    // day old.
    let sent = MESSAGE_LIMITS.perMinute + 1;
    let inMinute = 1;
    while (sent < MESSAGE_LIMITS.perDay) {
      if (inMinute === MESSAGE_LIMITS.perMinute) {
        server.clock.advance(60_000);
        inMinute = 0;
      }
      expect((await send(eva.browser, others[sent % others.length] ?? 0)).statusCode).toBe(201);
      sent += 1;
      inMinute += 1;
    }
    server.clock.advance(60_000);
    const overDay = await send(eva.browser, tom);
    expect(overDay.json()).toMatchObject({ error: 'too_many_messages' });
    expect(overDay.json().minutes).toBeGreaterThan(60);
  });
});
