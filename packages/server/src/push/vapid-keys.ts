import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Database } from '../db/schema.js';

/** The Web Push (VAPID) key pair of the server. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys: made once and kept in the database, so that browsers stay subscribed
 * across restarts and across server processes. The first process to store them wins.
 */
export async function loadVapidKeys(database: Kysely<Database>): Promise<VapidKeys> {
  const read = async () => {
    const rows = await database
      .selectFrom('server_keys')
      .selectAll()
      .where('name', 'in', ['vapid_public', 'vapid_private'])
      .execute();
    const value = (name: string) => rows.find((row) => row.name === name)?.value;
    const publicKey = value('vapid_public');
    const privateKey = value('vapid_private');
    return publicKey && privateKey ? { publicKey, privateKey } : undefined;
  };
  const stored = await read();
  if (stored) return stored;
  const made = webPush.generateVAPIDKeys();
  await database
    .insertInto('server_keys')
    .values([
      { name: 'vapid_public', value: made.publicKey },
      { name: 'vapid_private', value: made.privateKey },
    ])
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return (await read()) ?? made;
}
