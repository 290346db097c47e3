import type { Brand } from '@dating/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { DEMO_CHATS, type DemoLine } from './demo-chat-lines.js';
import { demoLogins } from './seed-demo.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Login {
  id: number;
  gender: string;
  language: keyof typeof DEMO_CHATS;
}

/**
 * Writes one conversation of a login with another member: the lines from `start` on, `spacing`
 * apart, the last `unread` of the other's unread. The other member started it, so a free login
 * keeps both of its own conversation starts. Seeded messages cost nothing: the ledger has no
 * spends for them.
 */
async function writeConversation(
  transaction: Transaction<Database>,
  brand: Brand,
  login: Login,
  otherId: number,
  lines: readonly DemoLine[],
  {
    start,
    spacing,
    unread,
    operatorId = null,
  }: {
    start: number;
    spacing: number;
    unread: number;
    /** For a fictional profile: the demo operator, who wrote its lines. */
    operatorId?: number | null;
  },
): Promise<void> {
  const loginFirst = login.id < otherId;
  const last = start + (lines.length - 1) * spacing;
  const { id } = await transaction
    .insertInto('conversations')
    .values({
      site: brand.slug,
      first_id: Math.min(login.id, otherId),
      second_id: Math.max(login.id, otherId),
      started_by: otherId,
      created_at: new Date(start),
      last_message_at: new Date(last),
      message_count: lines.length,
      unread_first: loginFirst ? unread : 0,
      unread_second: loginFirst ? 0 : unread,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await transaction
    .insertInto('messages')
    .values(
      lines.map((line, index) => ({
        conversation_id: id,
        sender_id: line.me ? login.id : otherId,
        client_id: `demo-${id}-${index}`,
        kind: 'text' as const,
        text: line.text,
        credits: 0,
        created_at: new Date(start + index * spacing),
        operator_id: line.me ? null : operatorId,
      })),
    )
    .execute();
}

/**
 * Conversations for the demo logins, in their language, so that /chats shows a lived-in inbox on a
 * fresh demo: a long one with a fictional profile over the last three days (two unread), a short
 * one with a real member (read), and a fictional profile's opener (unread). A brand whose logins
 * have conversations already is left as it is. The fictional profiles' lines were written by the
 * demo operator (`operatorId`), as answers in the operator inbox are.
 */
export async function seedDemoConversations(
  database: Kysely<Database>,
  brand: Brand,
  operatorId: number,
  now: number,
): Promise<void> {
  const logins = (await database
    .selectFrom('members')
    .select(['id', 'gender', 'language'])
    .where('site', '=', brand.slug)
    .where(
      'email',
      'in',
      demoLogins(brand).map((login) => login.email.toLowerCase()),
    )
    .execute()) as Login[];
  const loginIds = logins.map((login) => login.id);
  if (loginIds.length === 0) return;
  const existing = await database
    .selectFrom('conversations')
    .select('id')
    .where((where) =>
      where.or([where('first_id', 'in', loginIds), where('second_id', 'in', loginIds)]),
    )
    .executeTakeFirst();
  if (existing) return;

  await database.transaction().execute(async (transaction) => {
    for (const login of logins) {
      const others = (fictional: boolean, count: number) =>
        transaction
          .selectFrom('members')
          .select('id')
          .where('site', '=', brand.slug)
          .where('gender', '=', login.gender === 'female' ? 'male' : 'female')
          .where('status', '=', 'active')
          .where('profile_status', '=', 'active')
          .where('fictional', '=', fictional)
          .where('id', 'not in', loginIds)
          .orderBy('id', 'desc')
          .limit(count)
          .execute();
      const [long, opener] = await others(true, 2);
      const [short] = await others(false, 1);
      const chat = DEMO_CHATS[login.language] ?? DEMO_CHATS.en;
      if (long) {
        await writeConversation(transaction, brand, login, long.id, chat.long, {
          start: now - 3 * DAY,
          spacing: 13 * HOUR,
          unread: 2,
          operatorId,
        });
      }
      if (short) {
        await writeConversation(transaction, brand, login, short.id, chat.short, {
          start: now - DAY - 2 * HOUR,
          spacing: 25 * MINUTE,
          unread: 0,
        });
      }
      if (opener) {
        await writeConversation(
          transaction,
          brand,
          login,
          opener.id,
          [{ me: false, text: chat.opener }],
          {
            start: now - 20 * MINUTE,
            spacing: 0,
            unread: 1,
            operatorId,
          },
        );
      }
    }
  });
}
