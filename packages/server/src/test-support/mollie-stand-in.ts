import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received: what the adapter sent Mollie. */
interface MollieRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown> | undefined;
}

type Resource = Record<string, unknown> & { id: string };

/** The API key the stand-in takes (any other gets Mollie's 401). */
export const STAND_IN_API_KEY = 'test_standInKey0123456789abcdefghij';

/**
 * A local stand-in of the few calls of Mollie's API (v2) that the adapter makes, answering as
 * Mollie's reference documents them (HAL JSON, `_links.checkout` on a hosted payment):
 * - POST /v2/payments, GET /v2/payments/{id}
 * - POST /v2/customers, POST /v2/customers/{id}/mandates
 * - POST /v2/payments/{id}/refunds (a whole or part refund, counted in the payment's
 *   `amountRefunded` at once, as Mollie counts a refund from its creation)
 * It keeps what it was sent, honours `Idempotency-Key` as Mollie does (the same key answers the
 * first answer again), and lets a test move a payment (paid, refunded, charged back) or make the
 * API fail. It speaks HTTPS only, as Mollie's client does, with a self-signed certificate made for
 * it (`mollie-stand-in/`), so a test that uses it sets `NODE_TLS_REJECT_UNAUTHORIZED=0` while it
 * runs (the client trusts only its own list of authorities).
 */
export interface MollieStandIn {
  /** The root to give the adapter (`apiEndpoint`): `https://127.0.0.1:<port>/v2/`. */
  apiEndpoint: string;
  requests: MollieRequest[];
  payments: Map<string, Resource>;
  /** Changes a payment as Mollie would after the member paid, or a refund or chargeback. */
  update(id: string, changes: Record<string, unknown>): void;
  /** Answers the next `count` calls with 503 (Retry-After: 0), as Mollie does in an outage. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const certificate = (name: string) =>
  readFileSync(new URL(`./mollie-stand-in/${name}`, import.meta.url), 'utf8');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
  response.end(JSON.stringify(body));
}

const problem = (status: number, title: string, detail: string, field?: string) => ({
  status,
  title,
  detail,
  ...(field ? { field } : {}),
  _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors' } },
});

export async function startMollieStandIn(): Promise<MollieStandIn> {
  const requests: MollieRequest[] = [];
  const payments = new Map<string, Resource>();
  const customers = new Map<string, Resource>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  let failures = 0;
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(10, 'S')}`;
  const now = () => new Date().toISOString();

  function createPayment(body: Record<string, unknown>): [number, unknown] {
    const amount = body.amount as { currency?: string; value?: string } | undefined;
    if (!amount?.currency || !/^\d+\.\d{2}$/.test(amount.value ?? '')) {
      return [422, problem(422, 'Unprocessable Entity', 'The amount is invalid', 'amount')];
    }
    const recurring = body.sequenceType === 'recurring';
    if (!recurring && !body.redirectUrl) {
      return [
        422,
        problem(422, 'Unprocessable Entity', 'The redirect URL is missing', 'redirectUrl'),
      ];
    }
    if (recurring && !(body.customerId && body.mandateId)) {
      return [422, problem(422, 'Unprocessable Entity', 'A mandate is required', 'mandateId')];
    }
    const id = newId('tr');
    const payment: Resource = {
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: now(),
      amount,
      description: body.description,
      method: body.method ?? (recurring ? 'directdebit' : null),
      metadata: body.metadata ?? null,
      // A recurring debit goes to the bank at once; a hosted payment waits for the member.
      status: recurring ? 'pending' : 'open',
      isCancelable: false,
      profileId: 'pfl_standin01',
      sequenceType: body.sequenceType ?? 'oneoff',
      redirectUrl: body.redirectUrl ?? null,
      webhookUrl: body.webhookUrl ?? null,
      locale: body.locale ?? null,
      customerId: body.customerId ?? null,
      mandateId: body.mandateId ?? null,
      _links: {
        self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
        ...(recurring
          ? {}
          : {
              checkout: {
                href: `https://www.mollie.com/checkout/select-method/${id.slice(3)}`,
                type: 'text/html',
              },
            }),
      },
    };
    payments.set(id, payment);
    return [201, payment];
  }

  function refund(paymentId: string, body: Record<string, unknown>): [number, unknown] {
    const payment = payments.get(paymentId);
    if (!payment) {
      return [404, problem(404, 'Not Found', `No payment exists with token ${paymentId}.`)];
    }
    const amount = body.amount as { currency?: string; value?: string } | undefined;
    const paid = payment.amount as { currency: string; value: string };
    const refunded = payment.amountRefunded as { value: string } | undefined;
    const cents = (value = '0.00') => Math.round(Number(value) * 100);
    if (payment.status !== 'paid') {
      return [422, problem(422, 'Unprocessable Entity', 'The payment is not paid', 'amount')];
    }
    if (
      amount?.currency !== paid.currency ||
      !/^\d+\.\d{2}$/.test(amount.value ?? '') ||
      cents(amount.value) + cents(refunded?.value) > cents(paid.value)
    ) {
      return [422, problem(422, 'Unprocessable Entity', 'The amount is too high', 'amount')];
    }
    payments.set(paymentId, {
      ...payment,
      amountRefunded: {
        currency: paid.currency,
        value: ((cents(amount.value) + cents(refunded?.value)) / 100).toFixed(2),
      },
    });
    return [
      201,
      {
        resource: 'refund',
        id: newId('re'),
        mode: 'test',
        amount,
        status: 'pending',
        description: body.description ?? '',
        metadata: body.metadata ?? null,
        paymentId,
        createdAt: now(),
        _links: {
          self: {
            href: `https://api.mollie.com/v2/payments/${paymentId}/refunds`,
            type: 'application/hal+json',
          },
        },
      },
    ];
  }

  function route(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
    if (method === 'POST' && path === '/v2/payments') return createPayment(body);
    const payment = /^\/v2\/payments\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && payment?.[1]) {
      const found = payments.get(payment[1]);
      return found
        ? [200, found]
        : [404, problem(404, 'Not Found', `No payment exists with token ${payment[1]}.`)];
    }
    const refunds = /^\/v2\/payments\/([A-Za-z0-9_]+)\/refunds$/.exec(path);
    if (method === 'POST' && refunds?.[1]) return refund(refunds[1], body);
    if (method === 'POST' && path === '/v2/customers') {
      const customer: Resource = {
        resource: 'customer',
        id: newId('cst'),
        mode: 'test',
        name: body.name ?? null,
        email: body.email ?? null,
        locale: body.locale ?? null,
        metadata: body.metadata ?? null,
        createdAt: now(),
      };
      customers.set(customer.id, customer);
      return [201, customer];
    }
    const mandates = /^\/v2\/customers\/([A-Za-z0-9_]+)\/mandates$/.exec(path);
    if (method === 'POST' && mandates?.[1]) {
      if (!customers.has(mandates[1])) {
        return [404, problem(404, 'Not Found', `No customer exists with token ${mandates[1]}.`)];
      }
      if (body.method !== 'directdebit' || !body.consumerName || !body.consumerAccount) {
        return [
          422,
          problem(422, 'Unprocessable Entity', 'The account is missing', 'consumerAccount'),
        ];
      }
      return [
        201,
        {
          resource: 'mandate',
          id: newId('mdt'),
          mode: 'test',
          status: 'valid',
          method: 'directdebit',
          details: {
            consumerName: body.consumerName,
            consumerAccount: body.consumerAccount,
            consumerBic: null,
          },
          mandateReference: body.mandateReference ?? null,
          signatureDate: body.signatureDate ?? null,
          createdAt: now(),
        },
      ];
    }
    return [404, problem(404, 'Not Found', `No route ${method} ${path}`)];
  }

  const server = createServer(
    { key: certificate('tls-key.pem'), cert: certificate('tls-cert.pem') },
    async (request, response) => {
      const text = await readBody(request);
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'https://stand-in').pathname;
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({
        method,
        path,
        authorization: request.headers.authorization,
        idempotencyKey,
        body,
      });
      if (failures > 0) {
        failures -= 1;
        const outage = problem(503, 'Service Unavailable', 'Please try again later');
        return send(response, 503, outage, { 'retry-after': '0' });
      }
      if (request.headers.authorization !== `Bearer ${STAND_IN_API_KEY}`) {
        const detail = 'Missing authentication, or failed to authenticate';
        return send(response, 401, problem(401, 'Unauthorized Request', detail));
      }
      const remembered =
        idempotencyKey && byIdempotencyKey.get(`${method} ${path} ${idempotencyKey}`);
      if (remembered) return send(response, remembered.status, remembered.body);
      const [status, answer] = route(method, path, body ?? {});
      if (idempotencyKey && status < 300) {
        byIdempotencyKey.set(`${method} ${path} ${idempotencyKey}`, { status, body: answer });
      }
      send(response, status, answer);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiEndpoint: `https://127.0.0.1:${port}/v2/`,
    requests,
    payments,
    update(id, changes) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in has no payment ${id}`);
      payments.set(id, { ...payment, ...changes });
    },
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
