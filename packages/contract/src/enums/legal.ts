import type { Language } from './languages.js';

/**
 * The legal and help pages every brand has, at `/pages/{page}` (spec section 2), each a complete
 * document in every language, filled from the brand's company details and settings.
 */
export const LEGAL_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'faq',
  'return-policy',
  'service',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * Every kind of personal data the product stores about a member, as the privacy policy names them
 * (GDPR Art. 13). The server maps each column of its database to one of these (or declares it
 * holds no personal data), and a test fails when a new column is mapped to nothing.
 */
export const PERSONAL_DATA_CATEGORIES = [
  'account',
  'profile',
  'photos',
  'location',
  'messages',
  'contacts',
  'reports',
  'purchases',
  'notifications',
  'security',
  'trafficSource',
  'teamNotes',
] as const;
export type PersonalDataCategory = (typeof PERSONAL_DATA_CATEGORIES)[number];

/** The latest a withdrawn purchase is reimbursed, from the day the withdrawal reaches the brand (EU Directive 2011/83, Art. 13). */
export const WITHDRAWAL_REIMBURSEMENT_DAYS = 14;

/** How long a member may appeal a restriction after its statement of reasons (EU DSA, Art. 20: at least six months). */
export const APPEAL_MONTHS = 6;

/**
 * What became of a withdrawal from a purchase (`/withdrawal`, EU Directive 2023/2673): `refund`,
 * the purchase is refunded through its provider and its credits taken back; `declined`, the right
 * had ended (the member agreed to immediate delivery and used credits of it), and the request is
 * kept with that reason.
 */
export const WITHDRAWAL_OUTCOMES = ['refund', 'declined'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

/**
 * A legal page as the brand's operator wrote it (`sites/<slug>/pages/<page>.<lang>.md`), rendered
 * by the generator: its title (the file's first heading) and the HTML of the rest, in which
 * nothing the operator typed can be markup or a script. The title is there at once (the footer
 * links own pages by it); the HTML loads with the page (`html()`: its own chunk in a site), so
 * that a brand's long documents in every language add nothing to the other pages' JavaScript.
 */
export interface PageOverride {
  title: string;
  html: () => Promise<string>;
}

export type PageOverrides = Readonly<Record<string, Partial<Record<Language, PageOverride>>>>;
