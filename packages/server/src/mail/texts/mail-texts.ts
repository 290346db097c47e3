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
}
