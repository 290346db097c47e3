/**
 * Rules that the browser and the server both apply, as plain functions (no zod), so that a
 * member sees the same verdict before sending a form as the server gives after it.
 * Importable by browsers from `@dating/contract/rules`.
 */
// One module per subject, so that a bundle keeps only the rules its code uses.
export * from './rules/access.js';
export * from './rules/account.js';
export * from './rules/age.js';
export * from './rules/brand-assets.js';
export * from './rules/brand-texts.js';
export * from './rules/chat.js';
export * from './rules/company.js';
export * from './rules/complaints.js';
export * from './rules/direct-debit.js';
export * from './rules/discounts.js';
export * from './rules/discovery.js';
export * from './rules/forms.js';
export * from './rules/location.js';
export * from './rules/operators.js';
export * from './rules/payments.js';
export * from './rules/postbacks.js';
export * from './rules/profile.js';
export * from './rules/profile-text.js';
export * from './rules/push.js';
export * from './rules/routes.js';
export * from './rules/text.js';
export * from './rules/withdrawals.js';
