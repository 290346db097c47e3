/**
 * The product's fixed vocabularies as plain constants (no zod), so that client bundles can import
 * them without pulling in the schema library. Schemas in this package are built from these lists.
 */
// One module per subject, so that a bundle keeps only the lists its code uses.
export * from './enums/account.js';
export * from './enums/api.js';
export * from './enums/brand-assets.js';
export * from './enums/chat.js';
export * from './enums/complaints.js';
export * from './enums/discovery.js';
export * from './enums/inline-scripts.js';
export * from './enums/landers.js';
export * from './enums/languages.js';
export * from './enums/legal.js';
export * from './enums/live.js';
export * from './enums/moderation.js';
export * from './enums/operators.js';
export * from './enums/payments.js';
export * from './enums/profile.js';
export * from './enums/site-build.js';
export * from './enums/site-storage.js';
