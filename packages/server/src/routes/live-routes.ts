import {
  LIVE_AFTER_PARAMETER,
  LIVE_CLOSE_CODES,
  LIVE_PATH,
  type LiveClientSignal,
  liveClientSignalSchema,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import { type LiveSession, liveSession } from '../accounts/sessions.js';
import type { Database } from '../db/schema.js';
import { blockBetween } from '../discovery/relations.js';
import { ApiFailure, authenticationRequired } from '../http/api-failure.js';
import type { DomainRoutes } from '../http/endpoints.js';
import { checkSocketOrigin } from '../http/origin-check.js';
import { sessionToken } from '../http/session-cookie.js';
import { announceTyping } from '../live/live-events.js';

/** How often a connection is pinged; one that did not answer the last ping is ended. */
const PING_INTERVAL_MS = 30_000;

/** A page says "typing" once a second at most; more often is ignored. */
const TYPING_MIN_INTERVAL_MS = 1000;

/**
 * Frames a page may send within {@link FRAME_WINDOW_MS} (a typing page sends one every 2 s): a
 * page that floods the server is closed (1008), since each frame is parsed.
 */
const MAX_FRAMES_PER_WINDOW = 30;
const FRAME_WINDOW_MS = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of a live socket's upgrade, checked before it (see `liveSession`). */
    liveSession?: LiveSession | undefined;
  }
}

/** An event cursor: a bigserial's digits. */
const CURSOR = /^\d{1,18}$/;

/** The other member of the caller's conversation, when they may be told the caller types. */
async function typingRecipient(
  database: Kysely<Database>,
  memberId: number,
  signal: LiveClientSignal,
): Promise<number | null> {
  const conversation = await database
    .selectFrom('conversations')
    .select(['first_id', 'second_id'])
    .where('id', '=', signal.conversation)
    .where((where) =>
      where.or([where('first_id', '=', memberId), where('second_id', '=', memberId)]),
    )
    .executeTakeFirst();
  if (!conversation) return null;
  const other = conversation.first_id === memberId ? conversation.second_id : conversation.first_id;
  return (await blockBetween(database, memberId, other)) ? null : other;
}

/**
 * The live WebSocket (`/api/live`): a member's page hears at once of new messages and reads in
 * their conversations, and of the other member typing. The upgrade needs the site's own Origin
 * and the member's session cookie (403 otherwise, before any upgrade). `?after=<event id>`
 * resumes after the page's last event. The page may send `{ type: 'typing', conversation }`;
 * anything else, or a flood of frames, ends the connection (1008). The session is checked for the
 * socket's whole life: its end (logout, password change, deletion, expiry; announced to every
 * server process) closes the socket with {@link LIVE_CLOSE_CODES}.sessionEnded. WebSockets are set
 * up for the app in `server.ts`.
 */
export const liveRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock, live } = context;
  app.get<{ Querystring: Record<string, string | undefined> }>(
    LIVE_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        checkSocketOrigin(request);
        const after = request.query[LIVE_AFTER_PARAMETER];
        if (after !== undefined && !CURSOR.test(after)) {
          throw new ApiFailure(400, 'bad_request', `${LIVE_AFTER_PARAMETER} is not an event id`);
        }
        const token = sessionToken(request);
        request.liveSession = token
          ? await liveSession(database, token, request.brand.slug, clock.now())
          : undefined;
        if (!request.liveSession) throw authenticationRequired();
      },
    },
    (socket, request) => {
      const session = request.liveSession;
      if (!session) return;
      const { member } = session;
      let detach: (() => void) | undefined;
      let ended = false;
      let alive = true;
      let lastTyping = Number.NEGATIVE_INFINITY;
      let windowStart = clock.now();
      let frames = 0;
      const ping = setInterval(() => {
        if (clock.now() >= session.expiresAt) {
          socket.close(LIVE_CLOSE_CODES.sessionEnded, 'The session ended');
          return;
        }
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);
      ping.unref();
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        ended = true;
        clearInterval(ping);
        detach?.();
      });
      socket.on('message', (data, isBinary) => {
        const now = clock.now();
        if (now - windowStart >= FRAME_WINDOW_MS) {
          windowStart = now;
          frames = 0;
        }
        frames += 1;
        if (frames > MAX_FRAMES_PER_WINDOW) {
          socket.close(1008, 'Too many frames');
          return;
        }
        let signal: LiveClientSignal | undefined;
        try {
          const parsed = isBinary
            ? undefined
            : liveClientSignalSchema.safeParse(JSON.parse(String(data)));
          signal = parsed?.success ? parsed.data : undefined;
        } catch {
          signal = undefined;
        }
        if (!signal) {
          socket.close(1008, 'Not a live signal');
          return;
        }
        if (now - lastTyping < TYPING_MIN_INTERVAL_MS) return;
        lastTyping = now;
        const typing = signal;
        void typingRecipient(database, member.id, typing)
          .then((recipient) =>
            recipient === null
              ? undefined
              : announceTyping(database, recipient, typing.conversation),
          )
          .catch((error: unknown) => request.log.error({ err: error }, 'typing signal failed'));
      });
      const after = request.query[LIVE_AFTER_PARAMETER] ?? null;
      live
        .attach(
          {
            memberId: member.id,
            brand: request.brand,
            session: session.hash,
            expiresAt: session.expiresAt,
            socket,
          },
          after,
        )
        .then((end) => {
          if (ended) end();
          else detach = end;
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'live connection failed');
          socket.close(1011, 'Live events are unavailable');
        });
    },
  );
};
