import type { Brand } from '@dating/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sessionMember } from '../accounts/sessions.js';
import type { ServerContext } from '../http/context.js';
import { escapeHtml } from '../http/html.js';
import { sessionToken } from '../http/session-cookie.js';
import { checkoutPayment } from '../payments/payments.js';
import { deliverSoon } from '../payments/sandbox-deliveries.js';

/** What the person testing may make the provider do. */
const OUTCOMES = {
  paid: { label: 'Pay', event: 'payment.paid' },
  failed: { label: 'Fail', event: 'payment.failed' },
  canceled: { label: 'Cancel', event: 'payment.canceled' },
  pending: { label: 'Leave it pending', event: null },
} as const;
type Outcome = keyof typeof OUTCOMES;

function page(brand: Brand, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand.name)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}
p.note{background:#fef3c7;color:#713f12;padding:.5rem .75rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
form{display:grid;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.75rem;border-radius:8px;border:1px solid #3f3f46;background:#fff;color:#18181b;cursor:pointer}
button[value=paid]{background:#166534;border-color:#166534;color:#fff}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The same answer for a payment that is not there and one that is another member's. */
function notFound(reply: FastifyReply, brand: Brand) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(page(brand, 'Not found', '<h1>No such payment</h1>'));
}

/**
 * The sandbox provider's hosted checkout (`/sandbox/checkout/{payment_id}` on the brand's host),
 * there only while `PAYMENT_SANDBOX_SECRET` is set. It stands in for a real provider's page, so it
 * is in English and plain. Opening it moves the member's payment to `pending`; the person testing
 * then chooses pay, fail, cancel or leave it pending. The choice goes to the webhook as a real
 * provider's would: signed, from the outbox, sometimes twice, sometimes late. The browser returns to
 * the site's transaction page (`/transactions/{payment_id}`). Only the member who started the payment
 * sees its checkout; anyone else gets 404.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const { database, clock, sandbox } = context;
  if (!sandbox) return;
  // The checkout's form (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  async function memberOf(request: FastifyRequest) {
    const token = sessionToken(request);
    return token ? sessionMember(database, token, request.brand.slug, clock.now()) : undefined;
  }

  app.get<{ Params: { id: string } }>('/sandbox/checkout/:id', async (request, reply) => {
    const member = await memberOf(request);
    const payment =
      member && (await checkoutPayment(database, member.id, request.params.id, clock.now()));
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!payment) {
      return notFound(reply, request.brand);
    }
    const amount = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: payment.currency,
    }).format(payment.amount / 100);
    const buttons = (Object.keys(OUTCOMES) as Outcome[])
      .map(
        (outcome) =>
          `<button name="outcome" value="${outcome}">${OUTCOMES[outcome].label}</button>`,
      )
      .join('');
    return reply.send(
      page(
        request.brand,
        'Sandbox checkout',
        `<h1>Sandbox checkout</h1>
<p class="note">A test payment: no money moves. Choose what the provider reports.</p>
<dl><dt>Shop</dt><dd>${escapeHtml(request.brand.name)}</dd>
<dt>Package</dt><dd>${payment.credits} credits</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Method</dt><dd>${escapeHtml(payment.method)}</dd>
<dt>State</dt><dd>${escapeHtml(payment.state)}</dd></dl>
<form method="post">${buttons}</form>`,
      ),
    );
  });

  app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
    '/sandbox/checkout/:id',
    async (request, reply) => {
      const member = await memberOf(request);
      const outcome = request.body?.outcome as Outcome | undefined;
      if (!member || !outcome || !(outcome in OUTCOMES)) {
        return notFound(reply, request.brand);
      }
      const paymentId = request.params.id;
      const found = await database.transaction().execute(async (transaction) => {
        const payment = await transaction
          .selectFrom('payments')
          .select('id')
          .where('id', '=', paymentId)
          .where('member_id', '=', member.id)
          .where('provider', '=', 'sandbox')
          .executeTakeFirst();
        const event = OUTCOMES[outcome].event;
        if (payment && event) {
          await sandbox.enqueue(transaction, request.brand.slug, [
            { type: event, payment_id: paymentId },
          ]);
        }
        return Boolean(payment);
      });
      if (!found) {
        return notFound(reply, request.brand);
      }
      deliverSoon(sandbox);
      return reply.redirect(`/transactions/${paymentId}`, 303);
    },
  );
};
