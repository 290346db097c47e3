import type { RestrictionGround, RestrictionKind } from '@dating/contract/enums';

/** The values every mail can use. */
export interface MailValues {
  /** The brand's name, e.g. "Lovely". */
  brand: string;
  /** The brand's domain, e.g. "lovely.example". */
  domain: string;
  /** The member's username. */
  name: string;
}

/** One mail: its subject, paragraphs, the button's label and a closing note. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Label of the link button; the link itself is given when the mail is queued. */
  action?: string;
  /** A closing line under the button, e.g. how long the link works. */
  note?: string;
  /**
   * Why the reader receives the mail, in place of the usual `footer` (which speaks of an account):
   * for a mail to someone who may have none, such as the sender of a notice.
   */
  footer?: string;
}

/** What a withdrawal's confirmation shows (formatted in the member's language). */
interface RefundValues {
  reference: string;
  paymentId: string;
  amount: string;
  /** The day of the purchase. */
  purchased: string;
  /** The credits taken off the balance. */
  taken: number;
  days: number;
  supportEmail: string;
}

interface WithdrawalValues {
  /** The withdrawal's reference, e.g. `W-3F9A1C7B2D`. */
  reference: string;
  /** When the withdrawal reached the brand: day and time, with the time zone. */
  date: string;
  /** `refund`: refunded in full; `declined`: the right had ended (credits of it were used). */
  outcome: 'refund' | 'declined';
  /** The purchase: its payment's id (the receipt's number), credits, amount and day. */
  paymentId: string;
  credits: number;
  amount: string;
  purchased: string;
  /** The days within which a refund is paid (the law's 14). */
  days: number;
  supportEmail: string;
}

/** What a receipt shows (formatted in the member's language before the texts see it). */
interface ReceiptValues {
  /** The payment's id, the receipt's number. */
  paymentId: string;
  credits: number;
  /** The amount paid, e.g. "€ 14,99". */
  amount: string;
  /** The payment method's name, e.g. "iDEAL". */
  method: string;
  /** The day and time of the payment. */
  date: string;
  /** The seller: the brand's company, its address lines and VAT numbers. */
  seller: { name: string; address: string[]; vat: string[] };
}

/**
 * The mails of one language. Every text is a function of the values it shows, so a translation
 * can place them where its grammar wants them.
 */
export interface MailTexts {
  greeting(values: MailValues): string;
  signature(values: MailValues): string;
  /** Why the member receives the mail, under every mail. */
  footer(values: MailValues): string;
  /** The plain-text line before a link: "Open this link: ". */
  linkLabel: string;
  /** Sent after signup: confirm the e-mail address. */
  confirmEmail(values: MailValues & { days: number }): MailContent;
  /** Sent on request: choose a new password. */
  resetPassword(values: MailValues & { hours: number }): MailContent;
  /** Sent to the new address of an e-mail change: confirm it. */
  emailChange(values: MailValues & { newEmail: string; hours: number }): MailContent;
  /** Sent to the old address of an e-mail change: a change was asked for. */
  emailChangeNotice(values: MailValues & { newEmail: string; supportEmail: string }): MailContent;
  /** Sent after deletion: the account can come back until `until`. */
  reactivate(values: MailValues & { days: number; until: string }): MailContent;
  /** Sent when a payment is paid: the receipt, with the seller's name, address and VAT number. */
  receipt(values: MailValues & ReceiptValues): MailContent;
  /**
   * Sent when messages from `from` wait unread (at most once a day per conversation): how many,
   * never what they say.
   */
  unreadMessages(values: MailValues & { from: string; count: number }): MailContent;
  /** Sent when members liked the member (at most once a day): how many, and the latest one. */
  newLikes(values: MailValues & { from: string; count: number }): MailContent;
  /**
   * Sent to whoever sent a notice or complaint on `/complaints` (EU DSA, Art. 16(4)): it arrived,
   * under `reference`, on `date`, and will be decided on. Not only members send them: its footer
   * says why the address receives it.
   */
  noticeReceived(values: MailValues & { reference: string; date: string }): MailContent;
  /**
   * Sent when a member withdraws from a purchase with the withdrawal function (EU Directive
   * 2023/2673): the confirmation on a durable medium of what was withdrawn from and when it reached
   * us, and what follows: the refund, or why the right had ended.
   */
  withdrawalReceived(values: MailValues & WithdrawalValues): MailContent;
  /**
   * Sent when the support team refunds a purchase: the amount back to the means of payment within
   * `days`, the unspent credits taken back (`taken`, 0 when all were used), the reference.
   */
  refundIssued(values: MailValues & RefundValues): MailContent;
  /**
   * Sent to a notifier who gave an address when a moderator decided their notice (EU DSA, Art.
   * 16(5)): whether the team acted, the moderator's `answer`, that no automation decided it, and
   * the ways to seek redress.
   */
  noticeDecided(
    values: MailValues & { reference: string; acted: boolean; answer: string },
  ): MailContent;
  /**
   * The statement of reasons of a restriction (EU DSA, Art. 17(3)): what was decided (a warning, a
   * suspension `until` a day, a ban, a photo removed), the rule (`ground`, worded by
   * {@link restrictionGrounds}), the facts the moderator gave (if any), that no automated means
   * were used, and how to appeal: from the link, until `appealUntil`. The button opens the
   * statement.
   */
  statementOfReasons(values: MailValues & StatementValues): MailContent;
  /**
   * Sent to a member whose report was decided (EU DSA, Art. 16(5)): whether the team acted against
   * `reported` or found no breach, never what the reported member was told.
   */
  reportOutcome(values: MailValues & { reported: string; acted: boolean }): MailContent;
  /**
   * Sent when a moderator decided the member's appeal (EU DSA, Art. 20(5)): the restriction was
   * undone (`reversed`) or stays (`upheld`), with the moderator's `answer`, in the mail itself.
   */
  appealDecided(
    values: MailValues & { outcome: 'upheld' | 'reversed'; answer: string },
  ): MailContent;
  /** The rules a restriction enforces, as a statement names them (the ban policy's words). */
  restrictionGrounds: Record<RestrictionGround, string>;
  /** The names of the generic payment methods (the brands' are the same in every language). */
  paymentMethods: { sdd: string; sct: string; creditcard: string };
}

/** What a statement of reasons says (dates formatted in the member's language). */
interface StatementValues {
  /**
   * `removal`: a photo of the member's was rejected in the photo review; `text_removal`: a text
   * of their profile, flagged automatically, was removed by a moderator.
   */
  kind: RestrictionKind;
  /** The rule broken, in words. */
  ground: string;
  /** What the member did, as the moderator wrote it (may be empty for a removed photo). */
  facts: string;
  /** The day a suspension ends; null for a warning or a ban. */
  until: string | null;
  /** The last day of the appeal period. */
  appealUntil: string;
}
