import { expect, it } from 'vitest';
import { jpegPhoto, uploadPersonaPhoto } from '../test-support/photo-upload.js';
import { memberBrowser, teamBrowser } from '../test-support/site-client.js';
import { addMember, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const LENA = {
  name: 'Lena',
  gender: 'female',
  sexuality: 'hetero',
  date_of_birth: '1994-05-17',
  country: 'NL',
  region: 'NL-NH',
  city: 'Haarlem',
  interests: ['relationship', 'relationship'],
  notes: 'Coffee first, then the world.',
};

let clientIds = 0;
const clientId = () => {
  clientIds += 1;
  return `persona-test-${clientIds}`;
};

/** The chat team's Sam, who makes Lena, and Eva, a member who writes to her. */
async function lenaAndEva(server: TestServer) {
  const sam = await teamBrowser(server, { name: 'Sam', roles: ['chat'] });
  const created = await sam.post('/api/operator/personas.php', LENA);
  expect(created.statusCode, created.body).toBe(201);
  const lena = created.json().persona;
  const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva', credits: 50 });
  const sent = await eva.browser.post('/api/message.php', {
    profile_id: lena.id,
    text: 'Hi Lena, I love coffee too.',
    client_id: clientId(),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { sam, lena, eva, conversation: sent.json().message.conversation as number };
}

describeEachDatabase('personas', (start) => {
  it('are made, changed, retired and brought back by the chat team, always fictional, each step audited', async () => {
    const server = await start();
    const { sam, lena, eva, conversation } = await lenaAndEva(server);
    expect(lena).toMatchObject({
      name: 'Lena',
      fictional: true,
      age: expect.any(Number),
      region: 'Noord-Holland',
      city: 'Haarlem',
      interests: ['relationship'],
      status: 'active',
      photos: [],
      conversations: 0,
    });
    // A member meets her marked as fictional.
    const seen = await eva.browser.get(`/api/profile.php?id=${lena.id}`);
    expect(seen.json().profile).toMatchObject({ id: lena.id, fictional: true });

    const changed = await sam.patch('/api/operator/personas.php', {
      id: lena.id,
      city: 'Zandvoort',
    });
    expect(changed.json().persona).toMatchObject({ city: 'Zandvoort', conversations: 1 });
    // Nothing makes a persona a member, and a member is never a persona.
    const unmarked = await sam.patch('/api/operator/personas.php', {
      id: lena.id,
      fictional: false,
    });
    expect(unmarked.statusCode).toBe(400);
    const notAPersona = await sam.patch('/api/operator/personas.php', { id: eva.id, city: 'Ede' });
    expect([notAPersona.statusCode, notAPersona.json().fields]).toEqual([404, { id: 'not_found' }]);

    // Retired: gone from the site and the inbox; brought back: there again.
    const retired = await sam.patch('/api/operator/personas.php', { id: lena.id, retired: true });
    expect(retired.json().persona.status).toBe('disabled');
    expect((await eva.browser.get(`/api/profile.php?id=${lena.id}`)).statusCode).toBe(404);
    expect((await sam.get('/api/operator/chats.php')).json().chats).toEqual([]);
    const gone = await sam.get(`/api/operator/conversation.php?conversation=${conversation}`);
    expect(gone.statusCode).toBe(404);
    await sam.patch('/api/operator/personas.php', { id: lena.id, retired: false });
    expect((await eva.browser.get(`/api/profile.php?id=${lena.id}`)).statusCode).toBe(200);
    expect((await sam.get('/api/operator/chats.php')).json().chats).toHaveLength(1);

    const listed = (await sam.get('/api/operator/personas.php')).json().personas;
    expect(listed.map((persona: { name: string }) => persona.name)).toEqual(['Lena']);

    const admin = await teamBrowser(server, { name: 'Ada', roles: ['admin'] });
    const audit = (await admin.get('/api/operator/audit.php?q=Lena')).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action).reverse()).toEqual([
      'persona_created',
      'persona_edited',
      'persona_retired',
      'persona_restored',
    ]);
    expect(audit.at(-2)).toMatchObject({
      operator: { name: 'Sam' },
      details: { fields: ['city'] },
    });
  });

  it('refuses a persona under 18, outside the brand’s countries or with a bad name, and to other roles', async () => {
    const server = await start();
    const sam = await teamBrowser(server, { name: 'Sam', roles: ['chat'] });
    const problems = async (changes: Record<string, unknown>) =>
      (await sam.post('/api/operator/personas.php', { ...LENA, ...changes })).json().fields;
    const today = new Date(server.clock.now());
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    expect(await problems({ date_of_birth: seventeen })).toEqual({ date_of_birth: 'too_young' });
    expect(await problems({ country: 'DE', region: 'DE-BE' })).toEqual({ country: 'not_offered' });
    expect(await problems({ region: 'BE-VAN' })).toEqual({ region: 'not_offered' });
    expect(await problems({ name: '@lena' })).toEqual({ name: 'starts_with_at' });
    expect(await problems({ name: undefined })).toEqual({ name: 'required' });
    expect(await problems({ notes: 'x'.repeat(5000) })).toEqual({ notes: 'too_long' });

    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator', 'support'] });
    const refused = await robin.post('/api/operator/personas.php', LENA);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'role_required']);
    expect((await robin.get('/api/operator/personas.php')).statusCode).toBe(403);
  });

  it('takes photos from the team, reviewed by the operator who adds them, never queued for review', async () => {
    const server = await start();
    const { sam, lena } = await lenaAndEva(server);
    const first = await uploadPersonaPhoto(sam, await jpegPhoto(), lena.id);
    expect(first.statusCode, first.body).toBe(201);
    const second = await uploadPersonaPhoto(sam, await jpegPhoto(80, 80), lena.id);
    const photos = second.json().persona.photos;
    expect(photos).toHaveLength(2);
    expect(second.json().persona.main_image.id).toBe(photos[0].id);

    const main = await sam.patch('/api/operator/persona-photos.php', {
      persona: lena.id,
      id: photos[1].id,
      main: true,
    });
    expect(main.json().persona.main_image.id).toBe(photos[1].id);
    const removed = await sam.delete('/api/operator/persona-photos.php', {
      persona: lena.id,
      id: photos[0].id,
    });
    expect(removed.json().persona.photos.map((photo: { id: number }) => photo.id)).toEqual([
      photos[1].id,
    ]);

    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
    expect((await robin.get('/api/operator/photos.php')).json().waiting).toBe(0);
    const reviewed = await server.database
      .selectFrom('photos')
      .select(['reviewed_by', 'reviewed_at'])
      .where('member_id', '=', lena.id)
      .execute();
    expect(reviewed.every((photo) => photo.reviewed_by !== null && photo.reviewed_at)).toBe(true);

    // A member's photo is not a persona's.
    const eva = await addMember(server.database, { site: 'amora', email: 'ann@amora.example' });
    const wrong = await uploadPersonaPhoto(sam, await jpegPhoto(), eva);
    expect([wrong.statusCode, wrong.json().fields]).toEqual([404, { persona: 'not_found' }]);
  });

  it('shows both profiles beside a conversation and keeps one note per member and persona, losing no one’s note', async () => {
    const server = await start();
    const { sam, lena, eva, conversation } = await lenaAndEva(server);
    const context = await sam.get(`/api/operator/conversation.php?conversation=${conversation}`);
    expect(context.json()).toMatchObject({
      persona: { id: lena.id, name: 'Lena', notes: 'Coffee first, then the world.' },
      member: { id: eva.id, name: 'Eva' },
      note: null,
    });

    const note = (text: string, basedOn: string | null) =>
      sam.put('/api/operator/note.php', { conversation, text, based_on: basedOn });
    const saved = await note('Works nights; has a dog called Bruno.', null);
    expect(saved.json().note).toEqual({
      text: 'Works nights; has a dog called Bruno.',
      updated_at: new Date(server.clock.now()).toISOString(),
      updated_by: { id: expect.any(Number), name: 'Sam' },
    });
    const first = saved.json().note.updated_at;

    // 30 saves from the same copy at once: one lands, 29 are told a colleague was first.
    server.clock.advance(60_000);
    const racing = await Promise.all(
      Array.from({ length: 30 }, (_, index) => note(`Bruno is ${index} years old.`, first)),
    );
    const codes = racing.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(29).fill(409)]);
    const kept = (
      await sam.get(`/api/operator/conversation.php?conversation=${conversation}`)
    ).json().note;
    const winner = racing.find((answer) => answer.statusCode === 200)?.json().note;
    expect(kept).toEqual(winner);

    // The member's export holds the note; an empty text removes it.
    const exported = (await eva.browser.get('/api/my-data.php')).json();
    expect(exported.team_notes).toEqual([
      { with: lena.id, text: kept.text, updated_at: kept.updated_at },
    ]);
    expect((await note('', kept.updated_at)).json()).toEqual({ note: null });
    const moderator = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
    const refused = await moderator.put('/api/operator/note.php', {
      conversation,
      text: 'x',
      based_on: null,
    });
    expect(refused.statusCode).toBe(403);
  });
});
