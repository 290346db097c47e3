import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { initialMigration } from './migrations/0001-initial.js';
import { accountsMigration } from './migrations/0002-accounts.js';
import { groundworkMigration } from './migrations/0003-groundwork.js';
import { doubleThumbnailsMigration } from './migrations/0004-double-thumbnails.js';
import { discoveryMigration } from './migrations/0005-discovery.js';
import { ledgerMigration } from './migrations/0006-ledger.js';
import { paymentsMigration } from './migrations/0007-payments.js';
import { discountCodesMigration } from './migrations/0008-discount-codes.js';
import { directDebitMigration } from './migrations/0009-direct-debit.js';
import { providerPaymentIdsMigration } from './migrations/0010-provider-payment-ids.js';
import { chatMigration } from './migrations/0011-chat.js';
import { liveEventsMigration } from './migrations/0012-live-events.js';
import { operatorsMigration } from './migrations/0013-operators.js';
import { pushOutboxMigration } from './migrations/0014-push-outbox.js';
import { chatRemindersMigration } from './migrations/0015-chat-reminders.js';
import { likeMailsMigration } from './migrations/0016-like-mails.js';
import { discountUsesMigration } from './migrations/0017-discount-uses.js';
import { attemptLimitsMigration } from './migrations/0018-attempt-limits.js';
import { messageRateMigration } from './migrations/0019-message-rate.js';
import { noticesMigration } from './migrations/0020-notices.js';
import { withdrawalsMigration } from './migrations/0021-withdrawals.js';
import { postbacksMigration } from './migrations/0022-postbacks.js';
import { signupProfileMigration } from './migrations/0023-signup-profile.js';
import { backOfficeMigration } from './migrations/0024-back-office.js';
import { moderationMigration } from './migrations/0025-moderation.js';
import { photoReviewMigration } from './migrations/0026-photo-review.js';
import { noticeReviewMigration } from './migrations/0027-notice-review.js';
import { creditGrantsMigration } from './migrations/0028-credit-grants.js';
import { profileTextReviewMigration } from './migrations/0029-profile-text-review.js';
import { supportRefundsMigration } from './migrations/0030-support-refunds.js';
import { restrictionNoticesMigration } from './migrations/0031-restriction-notices.js';
import { operatorNotesMigration } from './migrations/0032-operator-notes.js';
import { deletionStatusMigration } from './migrations/0033-deletion-status.js';
import { confirmedAtMigration } from './migrations/0034-confirmed-at.js';
import { inboxClaimsAndRepliesMigration } from './migrations/0035-inbox-claims-and-replies.js';
import type { Database } from './schema.js';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-accounts': accountsMigration,
  '0003-groundwork': groundworkMigration,
  '0004-double-thumbnails': doubleThumbnailsMigration,
  '0005-discovery': discoveryMigration,
  '0006-ledger': ledgerMigration,
  '0007-payments': paymentsMigration,
  '0008-discount-codes': discountCodesMigration,
  '0009-direct-debit': directDebitMigration,
  '0010-provider-payment-ids': providerPaymentIdsMigration,
  '0011-chat': chatMigration,
  '0012-live-events': liveEventsMigration,
  '0013-operators': operatorsMigration,
  '0014-push-outbox': pushOutboxMigration,
  '0015-chat-reminders': chatRemindersMigration,
  '0016-like-mails': likeMailsMigration,
  '0017-discount-uses': discountUsesMigration,
  '0018-attempt-limits': attemptLimitsMigration,
  '0019-message-rate': messageRateMigration,
  '0020-notices': noticesMigration,
  '0021-withdrawals': withdrawalsMigration,
  '0022-postbacks': postbacksMigration,
  '0023-signup-profile': signupProfileMigration,
  '0024-back-office': backOfficeMigration,
  '0025-moderation': moderationMigration,
  '0026-photo-review': photoReviewMigration,
  '0027-notice-review': noticeReviewMigration,
  '0028-credit-grants': creditGrantsMigration,
  '0029-profile-text-review': profileTextReviewMigration,
  '0030-support-refunds': supportRefundsMigration,
  '0031-restriction-notices': restrictionNoticesMigration,
  '0032-operator-notes': operatorNotesMigration,
  '0033-deletion-status': deletionStatusMigration,
  '0034-confirmed-at': confirmedAtMigration,
  '0035-inbox-claims-and-replies': inboxClaimsAndRepliesMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the newest schema; throws with the failing migration's name. */
export async function migrateToLatest(database: Kysely<Database>): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one: another schema
  // of the same database (a second site, a test) would pass for this one's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database,
  );
  const migrator = new Migrator({
    db: database,
    provider,
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
