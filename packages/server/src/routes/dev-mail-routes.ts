import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../http/context.js';
import { escapeHtml } from '../http/html.js';
import { latestMails } from '../mail/outbox.js';
import { SANDBOX_RETURNED_DEBIT_IBAN } from '../payments/sandbox.js';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d1d22}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f4f4f6;padding:1rem}a{color:#0b57d0}';

/** A plain page of the developer's outboxes. */
const devPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * The mail outbox of the Host's brand, for people (GET /dev/mail) and for tests (GET
 * /dev/mail.json, newest first), and its text messages (GET /dev/sms, /dev/sms.json) when no SMS
 * gateway is set. Off unless the operator turns it on (`--dev-mail`; `npm run demo` does): it
 * shows every mail of the brand with its working links, and every text with its code.
 */
export const devMailRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  // Only the mails of the brand whose host asks: one brand's outbox never shows another's.
  const outbox = (site: string) => latestMails(context.database, site);
  app.get('/dev/mail.json', async (request) => outbox(request.brand.slug));

  app.get('/dev/mail', async (request, reply) => {
    const mails = await outbox(request.brand.slug);
    const title = `Mail outbox of ${request.brand.name}`;
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
        devPage(
          title,
          `<p>${mails.length} mail(s), newest first. JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>${items || '<p>No mails yet.</p>'}`,
        ),
      );
  });

  const { smsOutbox } = context;
  if (!smsOutbox) return;
  app.get('/dev/sms.json', async (request) => smsOutbox.latest(request.brand.slug));
  app.get('/dev/sms', async (request, reply) => {
    const texts = smsOutbox.latest(request.brand.slug);
    const items = texts
      .map(
        (text) =>
          `<article><p><strong>To:</strong> ${escapeHtml(text.to)} · <strong>From:</strong> ${escapeHtml(text.sender)} · ${escapeHtml(text.sent_at)}</p><pre>${escapeHtml(text.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        devPage(
          `Text messages of ${request.brand.name}`,
          `<p>${texts.length} text(s) since the server started, newest first; none leaves this machine. JSON: <a href="/dev/sms.json">/dev/sms.json</a></p><p>In the payment sandbox, a direct debit from IBAN ${SANDBOX_RETURNED_DEBIT_IBAN} is returned by the bank; any other is collected.</p>${items || '<p>No texts yet.</p>'}`,
        ),
      );
  });
};
