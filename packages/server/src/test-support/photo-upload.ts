import sharp from 'sharp';
import type { SiteClient } from './site-client.js';

/** A small JPEG of one colour. */
export function jpegPhoto(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
}

/** A multipart body as a browser sends a photo upload: text fields first, then the file. */
function multipartPhoto(data: Buffer, fields: Record<string, string> = {}, name = 'me.jpg') {
  const boundary = 'photo-boundary';
  const parts = Object.entries(fields).map(
    ([field, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a photo as the browser's member (POST photos.php). */
export function uploadPhoto(browser: SiteClient, data: Buffer, fields?: Record<string, string>) {
  const { body, headers } = multipartPhoto(data, fields);
  return browser.request('POST', '/api/photos.php', body, headers);
}

/** Sends a photo in a chat as the browser's member (POST message-photo.php). */
export function sendChatPhoto(
  browser: SiteClient,
  data: Buffer,
  fields: { profile_id: number; client_id: string },
) {
  const { body, headers } = multipartPhoto(data, {
    profile_id: String(fields.profile_id),
    client_id: fields.client_id,
  });
  return browser.request('POST', '/api/message-photo.php', body, headers);
}

/** Adds a photo to a persona as the browser's operator (POST operator/persona-photos.php). */
export function uploadPersonaPhoto(browser: SiteClient, data: Buffer, persona: number) {
  const { body, headers } = multipartPhoto(data, { persona: String(persona) });
  return browser.request('POST', '/api/operator/persona-photos.php', body, headers);
}
