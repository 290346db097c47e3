import type { Brand, MyData } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { userView } from './user-view.js';

const iso = (moment: Date) => moment.toISOString();

/** A mail's text without the tokens of its links: the export must not open the account. */
function withoutTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&#]+/g, '$1(removed)');
}

/**
 * Everything the site holds about a member (GET my-data.php): the account and profile, photos,
 * sessions, push subscriptions, messages sent with the signup, the mails sent, the arrival
 * tracking record and the chat team's notes on the member. Password and token hashes stay out, and so do the tokens of the mails' links.
 */
export async function myData(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  now: number,
): Promise<MyData> {
  const [photos, sessions, pushSubscriptions, signupMessages, messages, mails, notes] =
    await Promise.all([
      database
        .selectFrom('photos')
        .select(['id', 'filename', 'thumb', 'status', 'private', 'position', 'created_at'])
        .where('member_id', '=', member.id)
        .orderBy('position')
        .execute(),
      database
        .selectFrom('sessions')
        .select(['created_at', 'expires_at'])
        .where('member_id', '=', member.id)
        .orderBy('created_at')
        .execute(),
      database
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'created_at'])
        .where('member_id', '=', member.id)
        .execute(),
      database
        .selectFrom('signup_messages')
        .select(['profile_id', 'text', 'created_at'])
        .where('member_id', '=', member.id)
        .execute(),
      database
        .selectFrom('messages')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .select([
          'messages.conversation_id',
          'messages.sender_id',
          'messages.kind',
          'messages.text',
          'messages.credits',
          'messages.created_at',
          'conversations.first_id',
          'conversations.second_id',
        ])
        .where((where) =>
          where.or([
            where('conversations.first_id', '=', member.id),
            where('conversations.second_id', '=', member.id),
          ]),
        )
        .orderBy('messages.id')
        .execute(),
      database
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text', 'created_at', 'sent_at'])
        .where('member_id', '=', member.id)
        .orderBy('id')
        .execute(),
      database
        .selectFrom('operator_notes')
        .select(['persona_id', 'text', 'updated_at'])
        .where('member_id', '=', member.id)
        .orderBy('persona_id')
        .execute(),
    ]);
  return {
    exported_at: iso(new Date(now)),
    site: { name: brand.name, domain: brand.domain },
    account: {
      id: member.id,
      email: member.email,
      status: member.status,
      language: member.language,
      credits: member.credits,
      paid_user: member.paid_user,
      invisible: member.invisible,
      signup_date: iso(member.signup_date),
      last_seen_at: member.last_seen_at ? iso(member.last_seen_at) : null,
      notifications_disabled: member.notifications_disabled,
      email_disabled: member.email_disabled,
      tracking: member.tracking,
    },
    profile: (await userView(database, member, brand, now)).profile,
    photos: photos.map((photo) => ({ ...photo, created_at: iso(photo.created_at) })),
    sessions: sessions.map((session) => ({
      created_at: iso(session.created_at),
      expires_at: iso(session.expires_at),
    })),
    push_subscriptions: pushSubscriptions.map((subscription) => ({
      endpoint: subscription.endpoint,
      created_at: iso(subscription.created_at),
    })),
    signup_messages: signupMessages.map((message) => ({
      ...message,
      created_at: iso(message.created_at),
    })),
    messages: messages.map((message) => ({
      conversation: message.conversation_id,
      with: message.first_id === member.id ? message.second_id : message.first_id,
      mine: message.sender_id === member.id,
      kind: message.kind,
      text: message.text,
      credits: message.credits,
      sent_at: iso(message.created_at),
    })),
    team_notes: notes.map((note) => ({
      with: note.persona_id,
      text: note.text,
      updated_at: iso(note.updated_at),
    })),
    mails: mails.map((mail) => ({
      to: mail.to_address,
      subject: mail.subject,
      text: withoutTokens(mail.text),
      created_at: iso(mail.created_at),
      sent_at: mail.sent_at ? iso(mail.sent_at) : null,
    })),
  };
}
