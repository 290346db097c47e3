import { expect, it } from 'vitest';
import { jpegPhoto, uploadPhoto } from '../test-support/photo-upload.js';
import {
  memberBrowser,
  newestMailTo,
  type SiteClient,
  teamBrowser,
} from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';

/** A moderator of a brand, logged in to its back office. */
const moderator = (server: TestServer, site: string, name = 'Robin') =>
  teamBrowser(server, { name, roles: ['moderator'], site });

/** The newest photo of a member as the member's own profile lists it. */
async function ownPhotos(browser: SiteClient) {
  const { user } = (await browser.get('/api/user.php')).json();
  return user.profile.photos as { id: number; filename: string; status: string }[];
}

describeEachDatabase('the photo review', (start) => {
  it('shows a photo only to its owner until a moderator approves it, where the brand reviews before', async () => {
    const server = await start();
    const site = 'closed-club';
    const eva = await memberBrowser(server, { site, email: 'eva@closed.example', name: 'Eva' });
    const tom = await memberBrowser(server, { site, email: 'tom@closed.example', name: 'Tom' });
    expect((await uploadPhoto(eva.browser, await jpegPhoto())).statusCode).toBe(201);
    const [photo] = await ownPhotos(eva.browser);
    expect(photo?.status).toBe('pending');
    // Eva sees it; Tom and visitors do not, neither on her profile nor at the file's address.
    expect((await eva.browser.get(photo?.filename ?? '')).statusCode).toBe(200);
    expect((await tom.browser.get(photo?.filename ?? '')).statusCode).toBe(404);
    const profile = (await tom.browser.get(`/api/profile.php?id=${eva.id}`)).json().profile;
    expect(profile.photos).toEqual([]);

    const robin = await moderator(server, site);
    const queue = (await robin.get('/api/operator/photos.php')).json();
    expect(queue.waiting).toBe(1);
    const [waiting] = queue.photos;
    expect(waiting).toMatchObject({
      id: photo?.id,
      status: 'pending',
      member: { name: 'Eva' },
      others: [],
    });
    // The moderator sees the file through the back office; a member cannot.
    expect((await robin.get(waiting.url)).statusCode).toBe(200);
    expect((await tom.browser.get(waiting.url)).statusCode).toBe(403);

    const approved = await robin.post('/api/operator/photo-decision.php', {
      photo: photo?.id,
      decision: 'approve',
    });
    expect(approved.json()).toEqual({ photo: photo?.id, status: 'active' });
    expect((await tom.browser.get(photo?.filename ?? '')).statusCode).toBe(200);
    expect((await robin.get('/api/operator/photos.php')).json().waiting).toBe(0);
    const again = await robin.post('/api/operator/photo-decision.php', {
      photo: photo?.id,
      decision: 'reject',
      ground: 'spam',
    });
    expect(again.statusCode).toBe(409);
  });

  it('puts a live photo in the queue where the brand reviews after, and a rejection reaches its owner with an appeal', async () => {
    const server = await start();
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      language: 'en',
    });
    const tom = await memberBrowser(server, { email: 'tom@amora.example', name: 'Tom' });
    await uploadPhoto(eva.browser, await jpegPhoto());
    const [photo] = await ownPhotos(eva.browser);
    expect(photo?.status).toBe('active');
    expect((await tom.browser.get(photo?.filename ?? '')).statusCode).toBe(200);

    const robin = await moderator(server, 'amora');
    const missing = await robin.post('/api/operator/photo-decision.php', {
      photo: photo?.id,
      decision: 'reject',
    });
    expect([missing.statusCode, missing.json().fields]).toEqual([400, { ground: 'required' }]);
    const rejected = await robin.post('/api/operator/photo-decision.php', {
      photo: photo?.id,
      decision: 'reject',
      ground: 'false_identity',
    });
    expect(rejected.json()).toEqual({ photo: photo?.id, status: 'rejected' });
    // Gone for others; Eva sees it marked, and has the statement with its appeal by mail.
    expect((await tom.browser.get(photo?.filename ?? '')).statusCode).toBe(404);
    expect((await ownPhotos(eva.browser))[0]?.status).toBe('rejected');
    const mail = await newestMailTo(server.app, 'amora', 'eva@amora.example');
    expect(mail.subject).toBe('Amora: we removed one of your photos');
    const token = mail.links[0]?.split('/').at(-1) ?? '';
    const statement = (await eva.browser.get(`/api/statement.php?token=${token}`)).json();
    expect(statement.statement).toMatchObject({ kind: 'removal', ground: 'false_identity' });

    // Appealed, and undone by another moderator: the photo shows again.
    await eva.browser.post('/api/appeal.php', { token, text: 'It is me, just younger.' });
    const kim = await moderator(server, 'amora', 'Kim');
    const [appeal] = (await kim.get('/api/operator/appeals.php')).json().appeals;
    await kim.post('/api/operator/appeal-decision.php', {
      appeal: appeal.id,
      outcome: 'reversed',
      answer: 'We compared it with your other photos: it is you.',
    });
    expect((await tom.browser.get(photo?.filename ?? '')).statusCode).toBe(200);
    const audit = await server.database
      .selectFrom('audit_log')
      .select('action')
      .where('subject_kind', '=', 'member')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['photo_rejected', 'appeal_reversed']);
  });

  it('pages the queue, and reviews a photo once when 30 moderators decide at once', async () => {
    const server = await start();
    const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva' });
    await uploadPhoto(eva.browser, await jpegPhoto());
    await uploadPhoto(eva.browser, await jpegPhoto(80, 60));
    const robin = await moderator(server, 'amora');
    const queue = (await robin.get('/api/operator/photos.php')).json();
    expect(queue.photos).toHaveLength(2);
    // Each shows the member's other photo beside it.
    expect(queue.photos[0].others.map((other: { id: number }) => other.id)).toEqual([
      queue.photos[1].id,
    ]);
    const next = (await robin.get(`/api/operator/photos.php?after=${queue.photos[0].id}`)).json();
    expect(next.photos.map((photo: { id: number }) => photo.id)).toEqual([queue.photos[1].id]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        robin.post('/api/operator/photo-decision.php', {
          photo: queue.photos[0].id,
          decision: 'approve',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
  });
});
