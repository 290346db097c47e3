import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PHOTO_MEGAPIXELS } from '@dating/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { uploadPhoto as upload } from '../test-support/photo-upload.js';
import { memberBrowser, siteClient } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';

/** A photo with EXIF data (camera and GPS-like comment) as phones take them. */
async function cameraPhoto(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', ImageDescription: 'at home' } })
    .jpeg()
    .toBuffer();
}

const uploadedFile = (server: TestServer, url: string) =>
  readFileSync(join(server.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));

describeEachDatabase('photos', (start) => {
  it('re-encodes an upload: upright, at most 1600 px, no EXIF, with 400 and 800 px thumbnails', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const response = await upload(browser, await cameraPhoto());
    expect(response.statusCode).toBe(201);
    const { profile } = response.json().user;
    expect(profile.photos).toHaveLength(1);
    expect(profile.main_image).toEqual(profile.photos[0]);

    const full = await sharp(uploadedFile(server, profile.main_image.filename)).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(full.exif).toBeUndefined();
    const thumb = await sharp(uploadedFile(server, profile.main_image.thumb_filename)).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 400 });
    expect(thumb.exif).toBeUndefined();
    const thumb2x = await sharp(
      uploadedFile(server, profile.main_image.thumb_2x_filename),
    ).metadata();
    expect(thumb2x).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    expect(thumb2x.exif).toBeUndefined();
    const served2x = await browser.get(profile.main_image.thumb_2x_filename);
    expect(served2x.statusCode).toBe(200);
    expect(served2x.headers['content-type']).toBe('image/jpeg');

    const served = await browser.get(profile.main_image.filename);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a forged file by its content, whatever its name and type say', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const forged = Buffer.from('<?php system($_GET["c"]); ?> this is not a photo at all');
    const response = await upload(browser, forged);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('photo_not_an_image');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await upload(browser, svg)).json().error).toBe('photo_not_an_image');
    expect(await server.database.selectFrom('photos').selectAll().execute()).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const huge = Buffer.concat([await cameraPhoto(64, 64), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(browser, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('photo_too_large');
  });

  it('refuses the 4th photo of a free member and allows 25 to a premium member', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const data = await cameraPhoto(200, 200);
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await upload(browser, data, { private: index === 2 ? 'true' : 'false' })).statusCode,
      ).toBe(201);
    }
    const fourth = await upload(browser, data);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      error: 'photo_limit_reached',
      message: 'You can keep at most 3 photos',
    });
    const user = (await browser.get('/api/user.php')).json().user;
    expect(user.profile.photos).toHaveLength(2);
    expect(user.profile.private_photos).toHaveLength(1);

    const premium = await memberBrowser(server, { email: 'max@amora.example', paid_user: true });
    for (let index = 0; index < 4; index += 1) {
      expect((await upload(premium.browser, data)).statusCode).toBe(201);
    }
  });

  it('makes a photo the main image, moves it to private and deletes it', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const data = await cameraPhoto(200, 200);
    await upload(browser, data);
    const second = (await upload(browser, data)).json().user.profile.photos[1];

    const main = await browser.patch('/api/photos.php', { id: second.id, main: true });
    expect(main.json().user.profile.main_image.id).toBe(second.id);

    const hidden = await browser.patch('/api/photos.php', { id: second.id, private: true });
    const profile = hidden.json().user.profile;
    expect(profile.private_photos.map((image: { id: number }) => image.id)).toEqual([second.id]);
    expect(profile.main_image.id).not.toBe(second.id);

    const deleted = await browser.delete('/api/photos.php', { id: second.id });
    expect(deleted.json().user.profile.private_photos).toEqual([]);
    expect((await browser.get(second.filename)).statusCode).toBe(404);
    expect((await browser.get(second.thumb_2x_filename)).statusCode).toBe(404);
    // Every size of the deleted photo is gone from the disk, not only from the answers.
    for (const url of [second.filename, second.thumb_filename, second.thumb_2x_filename]) {
      expect(() => uploadedFile(server, url)).toThrow();
    }

    const other = await memberBrowser(server, { email: 'max@amora.example' });
    const notTheirs = await other.browser.delete('/api/photos.php', {
      id: profile.photos[0].id,
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('shows a private photo to its owner only, and never from a shared cache', async () => {
    const server = await start();
    const owner = await memberBrowser(server, { email: 'eva@amora.example' });
    const data = await cameraPhoto(200, 200);
    await upload(owner.browser, data);
    const secret = (await upload(owner.browser, data, { private: 'true' })).json().user.profile
      .private_photos[0];
    const other = await memberBrowser(server, { email: 'max@amora.example' });
    const visitor = siteClient(server.app, 'amora');

    for (const url of [secret.filename, secret.thumb_filename, secret.thumb_2x_filename]) {
      const own = await owner.browser.get(url);
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-cache');
      expect((await other.browser.get(url)).statusCode, url).toBe(404);
      expect((await visitor.get(url)).statusCode, url).toBe(404);
    }

    // Made public, the same photo is for everyone; private again, it is hidden again.
    await owner.browser.patch('/api/photos.php', { id: secret.id, private: false });
    const shown = await visitor.get(secret.filename);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toContain('max-age=604800');
    await owner.browser.patch('/api/photos.php', { id: secret.id, private: true });
    expect((await other.browser.get(secret.thumb_filename)).statusCode).toBe(404);
  });

  it(`refuses a photo of more than ${MAX_PHOTO_MEGAPIXELS} megapixels before decoding it`, async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    // 5,001 x 5,001: a little over 25 million pixels, in a file of a few hundred kB.
    const huge = await sharp({
      create: { width: 5001, height: 5001, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .toBuffer();
    const refused = await upload(browser, huge);
    expect([refused.statusCode, refused.json().error]).toEqual([413, 'photo_too_many_pixels']);
    expect((await upload(browser, await cameraPhoto(5000, 5000))).statusCode).toBe(201);
  });

  it('takes one upload at a time from a member: a second one meanwhile is refused at once', async () => {
    const server = await start();
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    let finish = () => {};
    const first = server.uploads.run(id, () => new Promise<void>((resolve) => (finish = resolve)));
    const second = await upload(browser, await cameraPhoto(200, 200));
    expect([second.statusCode, second.json().error]).toEqual([409, 'request_in_progress']);
    expect(second.headers['retry-after']).toBe('1');
    finish();
    await first;
    expect((await upload(browser, await cameraPhoto(200, 200))).statusCode).toBe(201);
  });
});
