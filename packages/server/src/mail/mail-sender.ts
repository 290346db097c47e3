import type { Brand } from '@dating/contract';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';
import { oneFlushAtATime } from '../jobs/one-flush-at-a-time.js';

/** Attempts per mail before the sender gives up on it (the error stays in the outbox). */
export const MAX_SEND_ATTEMPTS = 5;
const BATCH_SIZE = 20;

/** Delivers the outbox. */
export interface MailSender {
  /** Sends what waits in the outbox; resolves how many mails went out. Never rejects. */
  flush(): Promise<number>;
  /** Whether mails leave the server at all (SMTP set up). */
  readonly delivers: boolean;
  close(): void;
}

/** Options of {@link createMailSender}. */
export interface MailSenderOptions {
  database: Kysely<Database>;
  brands: readonly Brand[];
  /** `smtp://user:pass@host:port` (or smtps://); without it mails stay in the outbox. */
  smtpUrl?: string | undefined;
  /** A ready transport instead of the SMTP URL (tests use nodemailer's JSON transport). */
  transport?: Transporter | undefined;
  onError?: (error: unknown) => void;
}

/**
 * Sends queued mails through SMTP (nodemailer), each from `no-reply@<brand domain>` under the
 * brand's name. Rows are locked while they are sent (SKIP LOCKED), so several server processes
 * never send the same mail twice. Without SMTP nothing is sent: the outbox is the mail log, shown
 * at /dev/mail outside production.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const transport =
    options.transport ??
    (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  const brands = new Map(options.brands.map((brand) => [brand.slug, brand]));

  async function sendBatch(): Promise<number> {
    if (!transport) return 0;
    return options.database.transaction().execute(async (transaction) => {
      const mails = await transaction
        .selectFrom('mail_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_SEND_ATTEMPTS)
        .orderBy('id')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked()
        .execute();
      let sent = 0;
      for (const mail of mails) {
        const brand = brands.get(mail.site);
        const from = brand
          ? { name: brand.name, address: `no-reply@${brand.domain}` }
          : `no-reply@${mail.site}.localhost`;
        try {
          await transport.sendMail({
            from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await transaction
            .updateTable('mail_outbox')
            .set({ sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
            .where('id', '=', mail.id)
            .execute();
          sent += 1;
        } catch (error) {
          await transaction
            .updateTable('mail_outbox')
            .set({ attempts: mail.attempts + 1, last_error: String(error).slice(0, 500) })
            .where('id', '=', mail.id)
            .execute();
        }
      }
      return sent;
    });
  }

  return {
    delivers: Boolean(transport),
    flush: oneFlushAtATime(sendBatch, options.onError),
    close() {
      transport?.close();
    },
  };
}
