import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { chatPhotoFiles } from '@dating/contract/rules';
import { expect, it } from 'vitest';
import { jpegPhoto, sendChatPhoto, uploadPhoto } from '../test-support/photo-upload.js';
import { memberBrowser } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { ORPHAN_AGE_MS, removeOrphanUploads } from './orphan-uploads.js';

const HOUR = 60 * 60 * 1000;

/** Sets when a file was last written (the fake clock runs months before the real one). */
function writtenAt(server: TestServer, path: string, at: number) {
  utimesSync(join(server.dataDir, 'uploads', path), at / 1000, at / 1000);
}

const stored = (server: TestServer, path: string) =>
  existsSync(join(server.dataDir, 'uploads', path));

describeEachDatabase('upload files without a row', (start) => {
  it('removes the files of uploads a crash cut off, a day after they were written', async () => {
    const server = await start();
    const eva = await memberBrowser(server, { email: 'eva@amora.example', credits: 100 });
    const tom = await memberBrowser(server, { email: 'tom@amora.example' });
    const photo = await jpegPhoto();
    const profile = (await uploadPhoto(eva.browser, photo)).json().user.profile;
    const kept = [profile.photos[0].filename, profile.photos[0].thumb_filename].map((url: string) =>
      url.replace(/^\/uploads\//, ''),
    );
    const chat = (
      await sendChatPhoto(eva.browser, photo, { profile_id: tom.id, client_id: 'orphan-test-1' })
    ).json().message.text as string;
    kept.push(chatPhotoFiles(chat).photo, chatPhotoFiles(chat).preview);

    // What a crash leaves: files saved, no row written.
    const folder = `amora/${eva.id}`;
    const lost = `${folder}/${randomBytes(12).toString('hex')}`;
    const lostChat = `${folder}/c-${randomBytes(12).toString('hex')}`;
    const orphans = [`${lost}.jpg`, `${lost}-thumb.jpg`, `${lost}-thumb-2x.jpg`];
    orphans.push(chatPhotoFiles(lostChat).photo, chatPhotoFiles(lostChat).preview);
    const recent = `${folder}/${randomBytes(12).toString('hex')}.jpg`;
    for (const path of [...orphans, recent]) await server.photos.save(path, photo);

    const now = server.clock.now();
    for (const path of [...kept, ...orphans]) writtenAt(server, path, now - ORPHAN_AGE_MS - HOUR);
    // Still being uploaded, maybe: younger than a day.
    writtenAt(server, recent, now - ORPHAN_AGE_MS + HOUR);

    // At least these (the data folder is shared by the tests, each with a database of its own).
    const removed = await removeOrphanUploads(server.database, server.photos, now);
    expect(removed).toBeGreaterThanOrEqual(orphans.length);
    for (const path of orphans) expect(stored(server, path), path).toBe(false);
    for (const path of [...kept, recent]) expect(stored(server, path), path).toBe(true);
    expect((await eva.browser.get(`/uploads/${kept[0]}`)).statusCode).toBe(200);
  });
});
