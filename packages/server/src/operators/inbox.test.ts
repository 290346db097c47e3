import { INBOX_CLAIM_IDLE_MS, SAVED_REPLIES_MAX } from '@dating/contract';
import { expect, it } from 'vitest';
import { memberBrowser, type SiteClient, teamBrowser } from '../test-support/site-client.js';
import { addMember, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

let clientIds = 0;
const clientId = () => {
  clientIds += 1;
  return `inbox-test-${clientIds}`;
};

/** Eva writes to the persona Lena; Sam and Kim of the chat team answer for Lena. */
async function inboxWithEva(server: TestServer) {
  const lena = await addMember(server.database, {
    site: 'amora',
    email: 'lena@amora.example',
    name: 'Lena',
    fictional: true,
  });
  const eva = await memberBrowser(server, {
    email: 'eva.sailor@amora.example',
    name: 'Eva',
    credits: 50,
    language: 'de',
  });
  const sent = await eva.browser.post('/api/message.php', {
    profile_id: lena,
    text: 'Hallo Lena, segelst du auch?',
    client_id: clientId(),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const sam = await teamBrowser(server, { name: 'Sam', roles: ['chat'] });
  const kim = await teamBrowser(server, { name: 'Kim', roles: ['chat'] });
  return { lena, eva, sam, kim, conversation: sent.json().message.conversation as number };
}

const answer = (operator: SiteClient, conversation: number, text = 'Ja, jeden Sommer!') =>
  operator.post('/api/operator/message.php', { conversation, text, client_id: clientId() });

describeEachDatabase('the chat inbox', (start) => {
  it('lets one operator at a time answer a conversation: claimed while worked in, free when left or idle', async () => {
    const server = await start();
    const { sam, kim, conversation } = await inboxWithEva(server);
    const claim = async (operator: SiteClient) =>
      (await operator.put('/api/operator/claim.php', { conversation })).json().claim;

    const samHolds = await claim(sam);
    expect(samHolds).toEqual({
      operator: { id: expect.any(Number), name: 'Sam' },
      until: new Date(server.clock.now() + INBOX_CLAIM_IDLE_MS).toISOString(),
    });
    // Kim is told Sam holds it, sees it in the list, and cannot answer there.
    expect(await claim(kim)).toEqual(samHolds);
    const listed = (await kim.get('/api/operator/chats.php')).json().chats[0];
    expect(listed.claim).toEqual(samHolds);
    const refused = await answer(kim, conversation);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'conflict']);

    // Sam's answer renews the claim and names Sam.
    server.clock.advance(INBOX_CLAIM_IDLE_MS - 1000);
    const samAnswers = await answer(sam, conversation);
    expect(samAnswers.statusCode, samAnswers.body).toBe(201);
    expect(samAnswers.json().message.answered_by).toEqual({
      id: samHolds.operator.id,
      name: 'Sam',
    });
    server.clock.advance(2000);
    expect((await claim(kim)).operator.name).toBe('Sam');

    // Idle for the claim's minutes: Kim takes over, and Sam is the one refused now.
    server.clock.advance(INBOX_CLAIM_IDLE_MS);
    expect((await claim(kim)).operator.name).toBe('Kim');
    expect((await answer(sam, conversation)).statusCode).toBe(409);
    // Kim leaves the conversation: it is free, for Sam again.
    const released = await kim.delete('/api/operator/claim.php', { conversation });
    expect(released.json()).toEqual({ claim: null });
    expect((await kim.get('/api/operator/chats.php')).json().chats[0].claim).toBeNull();
    expect((await answer(sam, conversation)).statusCode).toBe(201);
    // Releasing someone else's claim leaves it in place.
    const kept = await kim.delete('/api/operator/claim.php', { conversation });
    expect(kept.json().claim.operator.name).toBe('Sam');

    // The page names who wrote each answer.
    const page = (await kim.get(`/api/operator/messages.php?conversation=${conversation}`)).json();
    expect(page.member_language).toBe('de');
    expect(
      page.messages.map((message: { answered_by: { name: string } | null }) => [
        message.answered_by?.name ?? null,
      ]),
    ).toEqual([[null], ['Sam'], ['Sam']]);
  });

  it('gives a free conversation to exactly one of 30 operators claiming or answering at once', async () => {
    const server = await start();
    const { conversation } = await inboxWithEva(server);
    const team = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        teamBrowser(server, { name: `Op${index}`, roles: ['chat'] }),
      ),
    );
    const claims = await Promise.all(
      team.map((operator) => operator.put('/api/operator/claim.php', { conversation })),
    );
    const holders = new Set(claims.map((claimed) => claimed.json().claim.operator.name));
    expect(holders.size).toBe(1);

    server.clock.advance(INBOX_CLAIM_IDLE_MS);
    const answers = await Promise.all(team.map((operator) => answer(operator, conversation)));
    const codes = answers.map((answered) => answered.statusCode).sort();
    expect(codes).toEqual([201, ...Array(29).fill(409)]);
  });

  it('finds conversations by member name, e-mail or id, by persona and by a message’s text', async () => {
    const server = await start();
    const { lena, eva, sam, conversation } = await inboxWithEva(server);
    const mira = await addMember(server.database, {
      site: 'amora',
      email: 'mira@amora.example',
      name: 'Mira',
      fictional: true,
    });
    const tom = await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      credits: 50,
    });
    const toMira = await tom.browser.post('/api/message.php', {
      profile_id: mira,
      text: 'Do you like 100% dark chocolate?',
      client_id: clientId(),
    });
    const miraConversation = toMira.json().message.conversation;
    const found = async (query: string) =>
      (await sam.get(`/api/operator/chats.php?${query}`))
        .json()
        .chats.map((chat: { conversation: number }) => chat.conversation);

    expect(await found('')).toEqual([miraConversation, conversation]);
    expect(await found('member=EVA')).toEqual([conversation]);
    expect(await found('member=sailor%40amora')).toEqual([conversation]);
    expect(await found(`member=${eva.id}`)).toEqual([conversation]);
    expect(await found(`persona=${mira}`)).toEqual([miraConversation]);
    expect(await found('text=SEGELST')).toEqual([conversation]);
    // The text is found as typed: a percent sign is no wildcard.
    expect(await found('text=100%25')).toEqual([miraConversation]);
    expect(await found('text=50%25')).toEqual([]);
    expect(await found(`persona=${lena}&text=chocolate`)).toEqual([]);
    const tooLong = await sam.get(`/api/operator/chats.php?text=${'x'.repeat(101)}`);
    expect([tooLong.statusCode, tooLong.json().fields]).toEqual([400, { text: 'too_long' }]);
  });

  it('keeps saved replies per persona and language, audited, up to the brand’s limit', async () => {
    const server = await start();
    const { lena, sam } = await inboxWithEva(server);
    const reply = { persona: lena, language: 'de', title: 'Begrüßung', text: 'Hallo {name}!' };
    const created = await sam.post('/api/operator/replies.php', reply);
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().reply;
    expect(saved).toMatchObject({
      persona: { id: lena, name: 'Lena' },
      language: 'de',
      title: 'Begrüßung',
      text: 'Hallo {name}!',
      updated_by: { name: 'Sam' },
    });
    const general = await sam.post('/api/operator/replies.php', {
      ...reply,
      persona: null,
      title: 'Abschied',
    });
    expect(general.json().reply.persona).toBeNull();

    const changed = await sam.patch('/api/operator/replies.php', {
      id: saved.id,
      text: 'Hallo {name}, schön dich zu lesen!',
    });
    expect(changed.json().reply.text).toBe('Hallo {name}, schön dich zu lesen!');
    const listed = (await sam.get('/api/operator/replies.php')).json().replies;
    expect(listed.map((one: { title: string }) => one.title)).toEqual(['Begrüßung', 'Abschied']);

    // A member is no persona; a persona of another brand is not this brand's.
    const eva = await addMember(server.database, { site: 'amora', email: 'x@amora.example' });
    const notPersona = await sam.post('/api/operator/replies.php', { ...reply, persona: eva });
    expect([notPersona.statusCode, notPersona.json().fields]).toEqual([
      404,
      { persona: 'not_found' },
    ]);
    const other = await teamBrowser(server, { name: 'Ola', roles: ['chat'], site: 'tulip-club' });
    expect((await other.get('/api/operator/replies.php')).json().replies).toEqual([]);
    const foreign = await other.patch('/api/operator/replies.php', { id: saved.id, title: 'x' });
    expect(foreign.statusCode).toBe(404);
    const empty = await sam.post('/api/operator/replies.php', { ...reply, title: ' ' });
    expect(empty.json().fields).toEqual({ title: 'required' });
    // A reply longer than the brand's messages (1,000 characters here) could never be sent.
    const unsendable = await sam.patch('/api/operator/replies.php', {
      id: saved.id,
      text: 'x'.repeat(1001),
    });
    expect(unsendable.json().fields).toEqual({ text: 'too_long' });

    expect((await sam.delete('/api/operator/replies.php', { id: saved.id })).statusCode).toBe(200);
    const admin = await teamBrowser(server, { name: 'Ada', roles: ['admin'] });
    const actions = (await admin.get('/api/operator/audit.php?q=Begr')).json().entries;
    expect(actions.map((entry: { action: string }) => entry.action).reverse()).toEqual([
      'saved_reply_added',
      'saved_reply_changed',
      'saved_reply_removed',
    ]);
    expect(actions[1]).toMatchObject({
      operator: { name: 'Sam' },
      subject: { kind: 'saved_reply', label: 'Begrüßung' },
      details: { fields: ['text'] },
    });

    // The limit holds when replies are added at once.
    await server.database
      .insertInto('saved_replies')
      .values(
        Array.from({ length: SAVED_REPLIES_MAX - 30 }, (_, index) => ({
          site: 'amora',
          persona_id: null,
          language: 'en' as const,
          title: `Reply ${index}`,
          text: 'Hello!',
          updated_at: new Date(server.clock.now()),
          updated_by: null,
        })),
      )
      .execute();
    const racing = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        sam.post('/api/operator/replies.php', { ...reply, title: `Racing ${index}` }),
      ),
    );
    const codes = racing.map((answered) => answered.statusCode).sort();
    expect(codes).toEqual([...Array(29).fill(201), 409]);
  });

  it('gives the admin each operator’s answers and how long members waited for them', async () => {
    const server = await start();
    const { eva, sam, kim, lena, conversation } = await inboxWithEva(server);
    const write = async (text: string) => {
      const sent = await eva.browser.post('/api/message.php', {
        profile_id: lena,
        text,
        client_id: clientId(),
      });
      expect(sent.statusCode, sent.body).toBe(201);
    };
    // Eva waited 60 s for Sam's answer (a second answer right after it waits for nothing)...
    server.clock.advance(60_000);
    expect((await answer(sam, conversation)).statusCode).toBe(201);
    expect((await answer(sam, conversation, 'Und du?')).statusCode).toBe(201);
    await sam.delete('/api/operator/claim.php', { conversation });
    // ...then 10 minutes for Kim's, from the first of her two messages.
    await write('Seit drei Jahren.');
    server.clock.advance(120_000);
    await write('Meistens auf dem IJsselmeer.');
    server.clock.advance(480_000);
    expect((await answer(kim, conversation)).statusCode).toBe(201);

    const admin = await teamBrowser(server, { name: 'Ada', roles: ['admin'] });
    const insight = await admin.get('/api/operator/insight.php');
    expect(insight.statusCode, insight.body).toBe(200);
    const { operators } = insight.json();
    expect(operators).toEqual([
      {
        id: expect.any(Number),
        name: 'Sam',
        answers: 2,
        conversations: 1,
        median_wait_seconds: 60,
        p90_wait_seconds: 60,
      },
      {
        id: expect.any(Number),
        name: 'Kim',
        answers: 1,
        conversations: 1,
        median_wait_seconds: 600,
        p90_wait_seconds: 600,
      },
    ]);
  });
});
