import type { EmailDisabledReason, MailEvents } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Turns e-mail off for the site's members whose addresses bounced, complained or unsubscribed.
 * For one address the last event counts. Resolves how many members changed and how many
 * addresses belong to no member of the site. Applying the same events twice changes nothing.
 */
export async function applyMailEvents(
  database: Kysely<Database>,
  site: string,
  events: MailEvents['events'],
): Promise<{ disabled: number; unknown: number }> {
  const reasons = new Map<string, EmailDisabledReason>();
  for (const event of events) reasons.set(event.email, event.type);
  const byReason = new Map<EmailDisabledReason, string[]>();
  for (const [email, reason] of reasons) {
    byReason.set(reason, [...(byReason.get(reason) ?? []), email]);
  }
  const disabled = await database.transaction().execute(async (transaction) => {
    let changed = 0;
    for (const [reason, emails] of byReason) {
      const rows = await transaction
        .updateTable('members')
        .set({ email_disabled: reason })
        .where('site', '=', site)
        .where('email', 'in', emails)
        .returning('id')
        .execute();
      changed += rows.length;
    }
    return changed;
  });
  return { disabled, unknown: reasons.size - disabled };
}
