import { createHash } from 'node:crypto';
import {
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  type EndpointName,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
} from '@dating/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiFailure } from './api-failure.js';
import type { ServerContext } from './context.js';

/** How long an answer is kept for repeats of its key. */
const IDEMPOTENCY_KEY_HOURS = 24;
/** A first call still unanswered after this long was cut off (a crash); its key is free again. */
const ABANDONED_MS = 5 * 60 * 1000;
const KEY = new RegExp(`^[A-Za-z0-9_-]{8,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The stored row of a request being worked on under its key. */
interface Claim {
  site: string;
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request claimed: its answer is stored for repeats. */
    idempotencyClaim: Claim | null;
  }
}

/**
 * What identifies a request beyond its key: the endpoint and, when the table gives the endpoint a
 * JSON body, that body as the schema parsed it (so of bounded size and depth).
 */
function fingerprintOf(request: FastifyRequest, endpoint: EndpointName): string {
  const body = 'body' in ENDPOINT_SCHEMAS[endpoint] ? JSON.stringify(request.body ?? null) : '';
  return createHash('sha256').update(`${endpoint}\n${body}`).digest('hex');
}

const reused = () =>
  new ApiFailure(422, 'idempotency_key_reused', 'This idempotency key came with another request');
const inProgress = () =>
  new ApiFailure(409, 'request_in_progress', 'The first request with this key is still running');

/**
 * Idempotency keys of the table's `idempotencyKey` endpoints (a photo upload today; chat messages
 * and payments later). The first request with a key claims it and its answer (2xx or 4xx) is
 * stored; a repeat within 24 hours gets that answer again with `Idempotent-Replayed: true`,
 * without doing the work twice. A repeat while the first still runs gets 409
 * `request_in_progress` (with Retry-After); the same key with another body 422
 * `idempotency_key_reused`. A 5xx frees the key, so a retry can do the work. Keys are per site and
 * per member. A request without the header is handled as usual. For a multipart upload the
 * fingerprint covers the endpoint only (the file is streamed, never held in memory twice).
 */
export function installIdempotency(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const name = request.routeOptions.config?.endpoint;
    if (!name || !('idempotencyKey' in ENDPOINTS[name])) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new ApiFailure(
        400,
        'bad_request',
        `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to ${IDEMPOTENCY_KEY_MAX_LENGTH} letters, digits, - or _`,
      );
    }
    const claim: Claim = {
      site: request.brand.slug,
      scope: request.member ? `member:${request.member.id}` : 'visitor',
      key,
    };
    const fingerprint = fingerprintOf(request, name);
    const now = clock.now();
    const stored = await claimKey(database, claim, name, fingerprint, now);
    if (stored === 'claimed') {
      request.idempotencyClaim = claim;
      return;
    }
    if (stored.fingerprint !== fingerprint) throw reused();
    if (stored.status === null || stored.response === null) {
      reply.header('retry-after', '1');
      throw inProgress();
    }
    return reply
      .status(stored.status)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(stored.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const { site, scope, key } = claim;
    if (reply.statusCode < 500 && typeof payload === 'string') {
      await database
        .updateTable('idempotency_keys')
        .set({ status: reply.statusCode, response: payload })
        .where('site', '=', site)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    } else {
      // A database out of reach cannot free the key now: it is taken over once abandoned.
      await database
        .deleteFrom('idempotency_keys')
        .where('site', '=', site)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute()
        .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not freed'));
    }
    return payload;
  });
}

/**
 * Claims a key for a request, or returns the row of the request that claimed it first. A claim
 * left unanswered for five minutes (its process stopped) is taken over.
 */
async function claimKey(
  database: Kysely<Database>,
  claim: Claim,
  endpoint: EndpointName,
  fingerprint: string,
  now: number,
) {
  await database
    .deleteFrom('idempotency_keys')
    .where('site', '=', claim.site)
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('status', 'is', null)
    .where('created_at', '<', new Date(now - ABANDONED_MS))
    .execute();
  const inserted = await database
    .insertInto('idempotency_keys')
    .values({
      ...claim,
      endpoint,
      fingerprint,
      created_at: new Date(now),
      status: null,
      response: null,
    })
    .onConflict((conflict) => conflict.columns(['site', 'scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return 'claimed' as const;
  return database
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'response'])
    .where('site', '=', claim.site)
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .executeTakeFirstOrThrow();
}

/** Forgets the answers older than 24 hours; resolves how many went. (A job runs it hourly.) */
export async function purgeIdempotencyKeys(
  database: Kysely<Database>,
  now: number,
): Promise<number> {
  const result = await database
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now - IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
