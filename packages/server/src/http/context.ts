import type { Brand, MessageLimits } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { ServerClock } from '../clock.js';
import type { Database } from '../db/schema.js';
import type { LiveHub } from '../live/live-hub.js';
import type { MailSender } from '../mail/mail-sender.js';
import type { PaymentProviders } from '../payments/brand-payments.js';
import type { SandboxDeliveries } from '../payments/sandbox-deliveries.js';
import type { RefundSender } from '../payments/withdrawals.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import type { UploadSlots } from '../photos/upload-slots.js';
import type { PushSender } from '../push/push-outbox.js';
import type { DevSmsOutbox, SmsProvider } from '../sms/sms-provider.js';
import type { PostbackSender } from '../traffic/postbacks.js';
import type { RateLimits } from './rate-limits.js';

/** What every route needs: the database, the time, the brands, the folders and the services. */
export interface ServerContext {
  database: Kysely<Database>;
  clock: ServerClock;
  brands: readonly Brand[];
  sitesDir: string;
  uploadsDir: string;
  /** Delivers the mail outbox; routes call `flush()` after committing a mail. */
  mail: MailSender;
  /** Delivers the push outbox; routes call `flush()` after committing a notification. */
  push: PushSender;
  /** Where photo files live. */
  photos: PhotoStorage;
  /** One photo upload at a time per member (profile and chat photos). */
  uploads: UploadSlots;
  /** Requests allowed per client address and window, per kind of call. */
  rateLimits: RateLimits;
  /** How fast members may write (`MESSAGE_LIMITS`), or false for no limit. */
  messageLimits: MessageLimits | false;
  /** The VAPID public key of Web Push, announced in the settings. */
  pushPublicKey: string;
  /** The mail provider's webhook secret; without it the mail-events call is off. */
  mailWebhookSecret: string | undefined;
  /**
   * The key of the sandbox payment provider's signatures; without it the site takes no payments
   * (POST payments.php answers 503 `payments_unavailable`) and the webhook is off.
   */
  paymentSandboxSecret: string | undefined;
  /** The sandbox provider's outbox of signed events (there when `paymentSandboxSecret` is). */
  sandbox: SandboxDeliveries | undefined;
  /** Each brand's payment provider (the sandbox or Mollie, as its brand file says). */
  payments: PaymentProviders;
  /** Asks the providers for withdrawals' refunds; routes call `flush()` after a withdrawal. */
  refunds: RefundSender;
  /** Calls traffic networks' postbacks; routes call `flush()` after an event that queues one. */
  postbacks: PostbackSender;
  /**
   * Sends text messages (the direct debit's code): the operator's gateway (`SMS_WEBHOOK_URL`), or
   * the developer's outbox; without either, direct debit answers 503 `sms_unavailable`.
   */
  sms: SmsProvider | undefined;
  /** The developer's outbox of texts, shown at /dev/sms (with `--dev-mail`, no gateway). */
  smsOutbox: DevSmsOutbox | undefined;
  /** The address of a brand's site, which links in mails point at (see `siteAddress`). */
  siteAddress(brand: Brand): string;
  /** Members' open pages, told of new messages and reads at once (`/api/live`). */
  live: LiveHub;
}
