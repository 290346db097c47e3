import { type Brand, supportEmailOf } from '@dating/contract';
import {
  type AppealOutcome,
  LANGUAGES,
  type Language,
  PAYMENT_METHOD_BRAND_NAMES,
  type PaymentMethod,
  type RestrictionGround,
  type RestrictionKind,
  WITHDRAWAL_REIMBURSEMENT_DAYS,
  type WithdrawalOutcome,
} from '@dating/contract/enums';
import { isGenericPaymentMethod } from '@dating/contract/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { escapeHtml } from '../http/html.js';
import { MAIL_TEXTS, type MailContent, type MailTexts, type MailValues } from './texts/index.js';

/** Every mail the server sends, with the values each needs beyond the common ones. */
export interface MailTemplates {
  confirmEmail: { link: string; days: number };
  resetPassword: { link: string; hours: number };
  emailChange: { link: string; newEmail: string; hours: number };
  emailChangeNotice: { newEmail: string; supportEmail: string };
  reactivate: { link: string; days: number; until: Date };
  receipt: {
    paymentId: string;
    credits: number;
    /** In cents of `currency`. */
    amount: number;
    currency: string;
    method: PaymentMethod;
    paidAt: Date;
    seller: { name: string; address: string[]; vat: string[] };
  };
  unreadMessages: { link: string; from: string; count: number };
  newLikes: { link: string; from: string; count: number };
  noticeReceived: { reference: string; receivedAt: Date };
  noticeDecided: { reference: string; acted: boolean; answer: string };
  statementOfReasons: {
    link: string;
    kind: RestrictionKind;
    ground: RestrictionGround;
    facts: string;
    endsAt: Date | null;
    appealUntil: Date;
  };
  reportOutcome: { reported: string; acted: boolean };
  appealDecided: { outcome: AppealOutcome; answer: string };
  refundIssued: {
    reference: string;
    paymentId: string;
    /** In cents of `currency`. */
    amount: number;
    currency: string;
    purchasedAt: Date;
    taken: number;
  };
  withdrawalReceived: {
    reference: string;
    requestedAt: Date;
    outcome: WithdrawalOutcome;
    paymentId: string;
    credits: number;
    /** In cents of `currency`. */
    amount: number;
    currency: string;
    purchasedAt: Date;
  };
}
export type MailTemplate = keyof MailTemplates;

/** A mail to a member, in the member's language. */
export interface MailRequest<Template extends MailTemplate> {
  brand: Brand;
  /**
   * Who the mail is for: a member, or someone without an account (`id` null: the sender of a
   * notice, with the name they gave).
   */
  member: Pick<Member, 'email' | 'language' | 'name'> & { id: number | null };
  /** The address; the member's own by default (an e-mail change writes to the new one). */
  to?: string;
  template: Template;
  values: MailTemplates[Template];
}

const languageCodes: readonly string[] = LANGUAGES.map((option) => option.code);

/** The member's language, or English for a value the interface does not know. */
function mailLanguage(language: string): Language {
  return languageCodes.includes(language) ? (language as Language) : 'en';
}

/** The mail's subject, plain text and HTML, and the links it carries. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function content<Template extends MailTemplate>(
  brand: Brand,
  texts: MailTexts,
  template: Template,
  common: MailValues,
  values: MailTemplates[Template],
  language: Language,
): MailContent {
  switch (template) {
    case 'confirmEmail':
      return texts.confirmEmail({ ...common, ...(values as MailTemplates['confirmEmail']) });
    case 'resetPassword':
      return texts.resetPassword({ ...common, ...(values as MailTemplates['resetPassword']) });
    case 'emailChange':
      return texts.emailChange({ ...common, ...(values as MailTemplates['emailChange']) });
    case 'emailChangeNotice':
      return texts.emailChangeNotice({
        ...common,
        ...(values as MailTemplates['emailChangeNotice']),
      });
    case 'unreadMessages':
      return texts.unreadMessages({ ...common, ...(values as MailTemplates['unreadMessages']) });
    case 'newLikes':
      return texts.newLikes({ ...common, ...(values as MailTemplates['newLikes']) });
    case 'statementOfReasons': {
      const {
        ground,
        endsAt,
        appealUntil,
        link: _link,
        ...rest
      } = values as MailTemplates['statementOfReasons'];
      const day = (at: Date) =>
        new Intl.DateTimeFormat(isoOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
      return texts.statementOfReasons({
        ...common,
        ...rest,
        ground: texts.restrictionGrounds[ground],
        until: endsAt ? longDate(language, endsAt) : null,
        appealUntil: day(appealUntil),
      });
    }
    case 'reportOutcome':
      return texts.reportOutcome({ ...common, ...(values as MailTemplates['reportOutcome']) });
    case 'noticeDecided':
      return texts.noticeDecided({ ...common, ...(values as MailTemplates['noticeDecided']) });
    case 'appealDecided':
      return texts.appealDecided({ ...common, ...(values as MailTemplates['appealDecided']) });
    case 'noticeReceived': {
      const { reference, receivedAt } = values as MailTemplates['noticeReceived'];
      return texts.noticeReceived({ ...common, reference, date: longDate(language, receivedAt) });
    }
    case 'refundIssued': {
      const { amount, currency, purchasedAt, ...rest } = values as MailTemplates['refundIssued'];
      return texts.refundIssued({
        ...common,
        ...rest,
        amount: money(language, amount, currency),
        purchased: longDate(language, purchasedAt),
        days: WITHDRAWAL_REIMBURSEMENT_DAYS,
        supportEmail: supportEmailOf(brand),
      });
    }
    case 'withdrawalReceived': {
      const { requestedAt, purchasedAt, amount, currency, ...rest } =
        values as MailTemplates['withdrawalReceived'];
      return texts.withdrawalReceived({
        ...common,
        ...rest,
        date: longDate(language, requestedAt),
        purchased: longDate(language, purchasedAt),
        amount: money(language, amount, currency),
        days: WITHDRAWAL_REIMBURSEMENT_DAYS,
        supportEmail: supportEmailOf(brand),
      });
    }
    case 'receipt': {
      const { amount, currency, method, paidAt, ...rest } = values as MailTemplates['receipt'];
      return texts.receipt({
        ...common,
        ...rest,
        amount: money(language, amount, currency),
        method: isGenericPaymentMethod(method)
          ? texts.paymentMethods[method]
          : PAYMENT_METHOD_BRAND_NAMES[method],
        date: longDate(language, paidAt),
      });
    }
    default: {
      const { until, ...rest } = values as MailTemplates['reactivate'];
      const date = new Intl.DateTimeFormat(isoOf(language), { dateStyle: 'long', timeZone: 'UTC' });
      return texts.reactivate({ ...common, ...rest, until: date.format(until) });
    }
  }
}

/** A day and time in UTC, saying so (`long` names the time zone). */
const longDate = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(isoOf(language), {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at);

/** An amount in cents of `currency`, as the language writes it. */
const money = (language: Language, cents: number, currency: string) =>
  new Intl.NumberFormat(isoOf(language), { style: 'currency', currency }).format(cents / 100);

/** The locale of a language for dates and money, e.g. `nl-NL`. */
export function isoOf(language: Language): string {
  return LANGUAGES.find((option) => option.code === language)?.iso ?? 'en-US';
}

/** Renders a mail in the member's language, as plain text and as simple HTML. */
export function renderMail<Template extends MailTemplate>(
  request: MailRequest<Template>,
): RenderedMail {
  const language = mailLanguage(request.member.language);
  const texts = MAIL_TEXTS[language];
  const common: MailValues = {
    brand: request.brand.name,
    domain: request.brand.domain,
    name: request.member.name,
  };
  const mail = content(request.brand, texts, request.template, common, request.values, language);
  const link = 'link' in request.values ? request.values.link : undefined;
  const text = [
    texts.greeting(common),
    ...mail.paragraphs,
    ...(mail.action && link ? [`${mail.action}\n${texts.linkLabel} ${link}`] : []),
    ...(mail.note ? [mail.note] : []),
    texts.signature(common),
    `--\n${mail.footer ?? texts.footer(common)}`,
  ].join('\n\n');
  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const button =
    mail.action && link
      ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#b3124e;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(mail.action)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(texts.linkLabel)} ${escapeHtml(link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body style="margin:0;padding:24px;background:#f4f4f6;font-family:Arial,Helvetica,sans-serif;color:#1d1d22;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px"><h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(common.brand)}</h1>${paragraph(texts.greeting(common))}${mail.paragraphs.map(paragraph).join('')}${button}${mail.note ? paragraph(mail.note) : ''}${paragraph(texts.signature(common))}<p style="margin:24px 0 0;font-size:12px;color:#555555">${escapeHtml(mail.footer ?? texts.footer(common))}</p></div></body></html>`;
  return { subject: mail.subject, text, html, links: link ? [link] : [] };
}

/**
 * Puts a mail in the outbox, in the caller's transaction: the mail exists exactly when the change
 * it tells about was saved. The sender delivers it afterwards when SMTP is set up.
 */
export async function queueMail<Template extends MailTemplate>(
  executor: Kysely<Database>,
  request: MailRequest<Template>,
  now: number,
): Promise<void> {
  const rendered = renderMail(request);
  await executor
    .insertInto('mail_outbox')
    .values({
      site: request.brand.slug,
      member_id: request.member.id,
      to_address: request.to ?? request.member.email,
      template: request.template,
      language: mailLanguage(request.member.language),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      links: rendered.links,
      created_at: new Date(now),
      last_error: null,
    })
    .execute();
}

/**
 * Queues a mail to a member of one of `brands` in a transaction of its own, once `claim` (run in
 * that transaction first) says it is due: a job's mail that two runs must not both send (a
 * reminder claimed by its row). Resolves whether the mail was queued.
 */
export async function queueClaimedMail<Template extends MailTemplate>(
  database: Kysely<Database>,
  brands: ReadonlyMap<string, Brand>,
  memberId: number,
  claim: (transaction: Transaction<Database>) => Promise<boolean>,
  mail: (brand: Brand) => Pick<MailRequest<Template>, 'template' | 'values'>,
  now: number,
): Promise<boolean> {
  return database.transaction().execute(async (transaction) => {
    if (!(await claim(transaction))) return false;
    const member = await transaction
      .selectFrom('members')
      .select(['id', 'email', 'language', 'name', 'site'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const brand = brands.get(member.site);
    if (!brand) return false;
    await queueMail(transaction, { brand, member, ...mail(brand) }, now);
    return true;
  });
}

/** How many mails the outbox pages show. */
const OUTBOX_LIMIT = 200;

/** One outbox mail as GET /dev/mail.json shows it. */
export interface OutboxEntry {
  id: number;
  site: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  template: string;
  language: string;
  created_at: string;
  sent_at: string | null;
}

/** The newest mails of a site's outbox (200 at most), newest first. */
export async function latestMails(
  database: Kysely<Database>,
  site: string,
): Promise<OutboxEntry[]> {
  const mails = await database
    .selectFrom('mail_outbox')
    .selectAll()
    .where('site', '=', site)
    .orderBy('id', 'desc')
    .limit(OUTBOX_LIMIT)
    .execute();
  return mails.map((mail) => ({
    id: mail.id,
    site: mail.site,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text,
    links: mail.links,
    template: mail.template,
    language: mail.language,
    created_at: mail.created_at.toISOString(),
    sent_at: mail.sent_at?.toISOString() ?? null,
  }));
}
