import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';

/** The member of a site with an e-mail address (any status), if there is one. */
export function memberByEmail(
  database: Kysely<Database>,
  site: string,
  email: string,
): Promise<Member | undefined> {
  return database
    .selectFrom('members')
    .selectAll()
    .where('site', '=', site)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}
