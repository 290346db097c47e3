/** A text message to one phone, on behalf of one brand. */
interface SmsMessage {
  /** The brand's slug. */
  site: string;
  /** The brand's name, as the sender the member recognises. */
  sender: string;
  /** In the international format (`normalizePhone`): `+31612345678`. */
  to: string;
  text: string;
}

/**
 * Sends text messages (the direct debit's one-time code). The server ships two: the developer's
 * outbox, and a webhook to the operator's SMS gateway. Another provider is one more object of
 * this shape.
 */
export interface SmsProvider {
  /** Resolves once the provider has taken the message; rejects when it has not. */
  send(message: SmsMessage): Promise<void>;
}

/** A text as the developer's outbox shows it. */
interface SentSms extends SmsMessage {
  sent_at: string;
}

/** The developer's outbox: keeps the latest texts in memory, for /dev/sms and tests. */
export interface DevSmsOutbox extends SmsProvider {
  /** The brand's texts, newest first. */
  latest(site: string): SentSms[];
}

/** Texts the outbox keeps, across brands; older ones are forgotten. */
const DEV_OUTBOX_SIZE = 200;

/**
 * The outbox of a developer's or a demo's server (`--dev-mail`): nothing leaves the machine, and
 * /dev/sms shows each brand's texts with their codes.
 */
export function createDevSmsOutbox(now: () => number): DevSmsOutbox {
  const sent: SentSms[] = [];
  return {
    async send(message) {
      sent.unshift({ ...message, sent_at: new Date(now()).toISOString() });
      sent.length = Math.min(sent.length, DEV_OUTBOX_SIZE);
    },
    latest: (site) => sent.filter((message) => message.site === site),
  };
}

/** How long the gateway may take to take a message. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The operator's SMS gateway behind a webhook (`SMS_WEBHOOK_URL`): each text is a POST of
 * `{ "from": brand name, "to": "+31…", "text": "…" }` as JSON, with `Authorization: Bearer
 * <SMS_WEBHOOK_TOKEN>` when a token is set. Any answer but 2xx, or none within 10 s, is a failure
 * the member sees as `sms_unavailable`. Most gateways (or a small function in front of one) take
 * this shape.
 */
export function createWebhookSmsProvider(options: {
  url: string;
  token?: string | undefined;
  fetch?: typeof fetch;
}): SmsProvider {
  const send = options.fetch ?? fetch;
  return {
    async send(message) {
      const answer = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ from: message.sender, to: message.to, text: message.text }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`The SMS gateway answered ${answer.status}`);
    },
  };
}
