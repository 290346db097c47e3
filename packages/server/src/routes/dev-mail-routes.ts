import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../http/context.js';

/** How many mails the outbox pages show. */
const OUTBOX_LIMIT = 200;

/** One outbox mail as GET /dev/mail.json shows it. */
export interface OutboxEntry {
  id: number;
  site: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  template: string;
  language: string;
  created_at: string;
  sent_at: string | null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function outbox(context: ServerContext, request: FastifyRequest): Promise<OutboxEntry[]> {
  let query = context.database
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(OUTBOX_LIMIT);
  // On a brand's host only that brand's mails; on any other host all of them.
  if (request.brand) query = query.where('site', '=', request.brand.slug);
  const mails = await query.execute();
  return mails.map((mail) => ({
    id: mail.id,
    site: mail.site,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text,
    links: mail.links,
    template: mail.template,
    language: mail.language,
    created_at: mail.created_at.toISOString(),
    sent_at: mail.sent_at?.toISOString() ?? null,
  }));
}

/**
 * The mail outbox for people (GET /dev/mail) and for tests (GET /dev/mail.json, newest first).
 * Registered only outside production: it shows every mail, links included.
 */
export function registerDevMailRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/dev/mail.json', async (request) => outbox(context, request));

  app.get('/dev/mail', async (request, reply) => {
    const mails = await outbox(context, request);
    const title = request.brand ? `Mail outbox of ${request.brand.name}` : 'Mail outbox';
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p><strong>To:</strong> ${escapeHtml(mail.to)} · <strong>Site:</strong> ${escapeHtml(mail.site)} · ${escapeHtml(mail.created_at)} · ${mail.sent_at ? 'sent' : 'not sent (no SMTP)'}</p><pre>${escapeHtml(mail.text)}</pre>${mail.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}</article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d1d22}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f4f4f6;padding:1rem}a{color:#0b57d0}</style></head><body><h1>${escapeHtml(title)}</h1><p>${mails.length} mail(s), newest first. JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>${items || '<p>No mails yet.</p>'}</body></html>`,
      );
  });
}
