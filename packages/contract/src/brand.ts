import { z } from 'zod';
import {
  ISO_COUNTRY_CODES,
  isoCountrySchema,
  LOGGED_OUT_SEARCH_OPTIONS,
  optionListSchema,
  optionSchema,
  SEARCH_FIELDS,
  SIGNUP_OPTIONS,
  SITE_ENTRY_POPUP_OPTIONS,
  VISIBLE_PROFILE_FIELDS,
} from './brand-options.js';
import { brandLanguages, checkBrandRules, vatNumberSchema } from './brand-rules.js';
import { DEFAULT_FICTIONAL_TEXTS, localizedTextSchema } from './brand-texts.js';
import { type CompanyInfo, companyInfoSchema } from './catalog.js';
import {
  BRAND_ASSET_FIELDS,
  type BrandAssetField,
  COUNTRY_CODES,
  type Country,
  CURRENCIES,
  DEFAULT_BUNDLES,
  DEFAULT_CHAT_HISTORY_DAYS,
  LANGUAGE_CODES,
  MESSAGE_TEXT_MAX_LENGTH,
  PAYMENT_PROVIDERS,
  PHOTO_MODERATION_MODES,
} from './enums.js';
import { minimumMessageCosts } from './message-costs.js';
import { type Bundle, bundlesSchema } from './payments.js';
import { companyDefaults } from './rules/company.js';
import {
  POSTBACK_PLACEHOLDERS,
  postbackUrl,
  unknownPostbackPlaceholders,
} from './rules/postbacks.js';
import {
  DEFAULT_OFFERS,
  languageSchema,
  offersSchema,
  type Settings,
  siteEntryWarningTextSchema,
} from './settings.js';

// The default packages as a brand file's parsed `bundles` (prices already in cents).
const defaultBundles = (): Bundle[] =>
  DEFAULT_BUNDLES.map((bundle) => ({ ...bundle, prices: { ...bundle.prices } }));

/** Hosts a postback may call over plain HTTP: a receiver on the machine itself (tests, demos). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A postback's URL template: an `https` address (plain `http` only to this machine), at most
 * 2,000 characters, whose `{placeholders}` are all known.
 */
const postbackTemplateSchema = z
  .string()
  .max(2000)
  .superRefine((template, context) => {
    const unknown = unknownPostbackPlaceholders(template);
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `has the unknown placeholder {${unknown[0]}}; use ${POSTBACK_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
      });
      return;
    }
    let url: URL;
    try {
      url = new URL(postbackUrl(template, {}));
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be an address such as https://tracker.example/postback?click={click_id}',
      });
      return;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
      context.addIssue({
        code: 'custom',
        message: 'must be an https address (http only to localhost)',
      });
    }
  });

/** The default theme of a brand that names none. */
export const DEFAULT_THEME = 'classic';

const slugSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,30}[a-z0-9]$/,
    'must be 3 to 32 lowercase letters, digits or dashes, starting with a letter',
  );

// A language tag whose region, when given, is a real country (`nl-NL`, `en`).
const domainLanguageSchema = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag such as nl-NL or en')
  .refine(
    (tag) => tag.length === 2 || ISO_COUNTRY_CODES.includes(tag.slice(3)),
    'must name a country after the dash (an ISO 3166-1 alpha-2 code, such as nl-NL or nl-BE)',
  );

const countryCodes = COUNTRY_CODES as [Country, ...Country[]];

// A stated minimum price of a message; it must be the computed one (`checkBrandRules`).
const statedMessageCostSchema = z.strictObject({
  costs: z.number().nonnegative(),
  currency: optionSchema(CURRENCIES),
});

const domainSchema = z
  .string()
  .regex(
    /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a lowercase domain name such as amora.example',
  );

// A brand text that may not be empty (one string, or a map of language to string).
const nonEmptyText = localizedTextSchema.refine((text) => text !== '', 'must not be empty');

/** A file of the brand's own, by its path in the site's folder (`assets/logo.svg`). */
const assetPathSchema = z
  .string()
  .max(200)
  .regex(
    /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._/-]+$/,
    "must be a path inside the site's folder, such as assets/logo.svg",
  );

/**
 * The brand's own images and video (`BRAND_ASSET_FIELDS`), each a path inside the site's folder;
 * the generator checks each file and makes every size a site needs.
 */
const assetsSchema = z.strictObject(
  Object.fromEntries(BRAND_ASSET_FIELDS.map((field) => [field, assetPathSchema.optional()])) as {
    [Field in BrandAssetField]: z.ZodOptional<typeof assetPathSchema>;
  },
);

// Strict, so that a misspelled company field is reported rather than silently dropped.
const companySchema = z.strictObject({
  ...companyInfoSchema.partial().shape,
  country: isoCountrySchema.optional(),
  vat_numbers: z.array(vatNumberSchema).optional(),
});

/**
 * A brand file (`sites/<slug>/brand.json`): the spec's settings names plus `slug` and `company`.
 * Every text field (`BRAND_TEXT_FIELDS`) takes one string or a map of language to string.
 * Only slug, name, domain and countries are required; everything else has a default, derived from
 * the required fields where that makes sense (languages from countries, domain_language from the
 * first language, support e-mail from the domain).
 */
export const brandFieldsSchema = z.strictObject({
  slug: slugSchema,
  name: z.string().trim().min(1).max(60),
  domain: domainSchema,
  countries: optionListSchema(countryCodes).min(1, 'must list at least one country'),
  languages: optionListSchema(LANGUAGE_CODES).min(1, 'must list at least one language').optional(),
  domain_language: domainLanguageSchema.optional(),
  theme: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'must be a theme folder name such as classic')
    .default(DEFAULT_THEME),
  index_title: localizedTextSchema.optional(),
  description: localizedTextSchema.optional(),
  cdn_prefix: z.string().default(''),
  visible_profile_fields: optionListSchema(VISIBLE_PROFILE_FIELDS).default([
    'city',
    'region',
    'relationship_status',
    'body_type',
    'hair_color',
    'eye_color',
    'tattoos',
    'sexuality',
  ]),
  visible_profile_notes: z.boolean().default(true),
  search_fields: optionListSchema(SEARCH_FIELDS).default([
    'gender',
    'country',
    'countryregion',
    'age',
  ]),
  message_credits: z.number().int().nonnegative().default(5),
  photo_credits: z.number().int().nonnegative().default(10),
  gift_credits: z.number().int().nonnegative().default(15),
  signup_credits: z.number().int().nonnegative().default(10),
  message_length: z.number().int().positive().max(MESSAGE_TEXT_MAX_LENGTH).default(1000),
  /**
   * What the brand offers new members: `welcome_percentage` and `time_bonus_percentage` (1 to 90,
   * 25 by default) and `time_bonus_hours` (1 to 72, 4 by default). The back office's insight shows
   * them.
   */
  offers: offersSchema.default(DEFAULT_OFFERS),
  /**
   * How many days of chat history members see; older messages are hidden for privacy (the
   * conversation says so).
   */
  chat_history_days: z.number().int().positive().max(3650).default(DEFAULT_CHAT_HISTORY_DAYS),
  /**
   * Optional: the served value is always computed (`minimumMessageCosts`); a stated one must
   * equal it.
   */
  minimum_message_costs: z
    .partialRecord(optionSchema(countryCodes), statedMessageCostSchema)
    .default({}),
  support_email: z.email().optional(),
  support_phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,24}$/, 'must be a phone number such as +31 20-123 45 67')
    .default(''),
  enable_site_entry_popup: optionSchema(SITE_ENTRY_POPUP_OPTIONS).default('yes'),
  site_entry_warning: z.partialRecord(languageSchema, siteEntryWarningTextSchema).default({}),
  signups: optionSchema(SIGNUP_OPTIONS).default('all'),
  logged_out_search: optionSchema(LOGGED_OUT_SEARCH_OPTIONS).default('all'),
  logged_out_search_trafficsource: optionSchema(LOGGED_OUT_SEARCH_OPTIONS).default('none'),
  fictional_icon: z
    .union([z.string().min(1).max(8), z.partialRecord(languageSchema, z.string().min(1).max(8))])
    .default('🎭'),
  fictional_warning: nonEmptyText.default(DEFAULT_FICTIONAL_TEXTS.fictional_warning),
  fictional_singular: nonEmptyText.default(DEFAULT_FICTIONAL_TEXTS.fictional_singular),
  fictional_plural: nonEmptyText.default(DEFAULT_FICTIONAL_TEXTS.fictional_plural),
  // The withdrawal period the brand grants: the law's 14 days (EU Directive 2011/83, Art. 9) or more.
  refund_days: z
    .number()
    .int()
    .min(14, 'must be at least 14, the withdrawal period the law gives every buyer in the EU')
    .max(365)
    .default(14),
  member_resell: z.boolean().default(false),
  /**
   * Photo moderation: `after` (the default) a new photo is live at once and queued for review;
   * `before` only its owner sees it, marked in review, until a moderator approves it.
   */
  moderation: z
    .strictObject({ photos: optionSchema(PHOTO_MODERATION_MODES).default('after') })
    .default({ photos: 'after' }),
  company: companySchema.default({}),
  /**
   * The brand's logo (SVG or PNG), its variant for dark backgrounds, a square icon, the hero
   * image, the image shown where a link is shared, and a lander video; see `BRAND_ASSET_FIELDS`.
   */
  assets: assetsSchema.default({}),
  /**
   * Who takes the brand's payments: `sandbox` (test payments, the default) or `mollie` (with the
   * brand's API key in `MOLLIE_API_KEY_<SLUG>`; a key never belongs in the brand file).
   */
  payment_provider: optionSchema(PAYMENT_PROVIDERS).default('sandbox'),
  /** The packages of credits on sale (tiers p0 to p3); `DEFAULT_BUNDLES` when left out. */
  bundles: bundlesSchema.default(defaultBundles),
  /**
   * Postbacks to traffic networks, by the network's name as arrivals carry it (`?network=`): a URL
   * template with the placeholders of `POSTBACK_PLACEHOLDERS`, called server to server for each
   * of `POSTBACK_EVENTS`. Never in the public settings: a template may carry the network's key.
   */
  postbacks: z.record(z.string().min(1).max(100), postbackTemplateSchema).default({}),
});

/**
 * The brand file's schema: {@link brandFieldsSchema} and the rules across fields
 * (`checkBrandRules`), which run even when a field is wrong, so that one run names every problem.
 */
export const brandSchema = brandFieldsSchema.superRefine(checkBrandRules, { when: () => true });

export type BrandInput = z.input<typeof brandSchema>;
export type Brand = z.output<typeof brandFieldsSchema>;

/** The brand's company details with defaults for what the brand file leaves out. */
export function brandCompany(brand: Brand): CompanyInfo {
  return { ...companyDefaults(brand), ...brand.company };
}

/** Values the server adds to a brand's settings for a request. */
export interface ServerSettingsValues {
  push_public_key: string;
  geoip_country: string | null;
  geoip_selected_country: string | null;
}

/** Where members write to the brand: its `support_email`, or `support@` its domain. */
export function supportEmailOf(brand: Pick<Brand, 'support_email' | 'domain'>): string {
  return brand.support_email ?? `support@${brand.domain}`;
}

/** The public settings of a brand (what GET /api/settings.php answers, and what a site bakes in). */
export function brandSettings(brand: Brand, server: ServerSettingsValues): Settings {
  const languages = brandLanguages(brand);
  return {
    name: brand.name,
    domain: brand.domain,
    domain_language: brand.domain_language ?? languages[0] ?? 'en',
    cdn_prefix: brand.cdn_prefix,
    index_title: brand.index_title ?? brand.name,
    description: brand.description ?? '',
    countries: brand.countries,
    languages,
    theme: brand.theme,
    visible_profile_fields: brand.visible_profile_fields,
    visible_profile_notes: brand.visible_profile_notes,
    search_fields: brand.search_fields,
    message_credits: brand.message_credits,
    photo_credits: brand.photo_credits,
    gift_credits: brand.gift_credits,
    signup_credits: brand.signup_credits,
    message_length: brand.message_length,
    minimum_message_costs: minimumMessageCosts(brand),
    support_email: supportEmailOf(brand),
    support_phone: brand.support_phone,
    enable_site_entry_popup: brand.enable_site_entry_popup,
    site_entry_warning: brand.site_entry_warning,
    signups: brand.signups,
    logged_out_search: brand.logged_out_search,
    logged_out_search_trafficsource: brand.logged_out_search_trafficsource,
    fictional_icon: brand.fictional_icon,
    fictional_warning: brand.fictional_warning,
    fictional_singular: brand.fictional_singular,
    fictional_plural: brand.fictional_plural,
    refund_days: brand.refund_days,
    member_resell: brand.member_resell,
    chat_history_days: brand.chat_history_days,
    payment_provider: brand.payment_provider,
    offers: brand.offers,
    ...server,
  };
}

/** Formats zod issues as `field: reason` lines, naming the field path (e.g. `languages[1]`). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.reduce<string>(
      (path, key) =>
        typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${String(key)}` : String(key),
      '',
    );
    return `${field || '(root)'}: ${issue.message}`;
  });
}
