import { z } from 'zod';
import { localizedTextSchema } from './brand-texts.js';
import {
  COUNTRY_CODES,
  type Country,
  LANGUAGE_CODES,
  NEW_MEMBER_DISCOUNT_PERCENTAGE,
  OFFER_PERCENTAGE_MAX,
  PAYMENT_PROVIDERS,
  TIME_BONUS_HOURS,
  TIME_BONUS_HOURS_MAX,
} from './enums.js';

export const languageSchema = z.enum(LANGUAGE_CODES);
export const countrySchema = z.enum(COUNTRY_CODES as [Country, ...Country[]]);

/** Per-country minimum cost of a message, shown next to chat prices. */
export const minimumMessageCostSchema = z.object({
  costs: z.number().nonnegative(),
  currency: z.string().length(3),
});
export type MinimumMessageCost = z.infer<typeof minimumMessageCostSchema>;

/** Title and body of the site-entry warning in one language. */
export const siteEntryWarningTextSchema = z.object({
  title: z.string().min(1),
  body: z.string().min(1),
});

const offerPercentage = z
  .number()
  .int()
  .min(1)
  .max(OFFER_PERCENTAGE_MAX)
  .default(NEW_MEMBER_DISCOUNT_PERCENTAGE);

/**
 * What the brand offers new members (the brand file's `offers`): the welcome discount's
 * percentage off the first purchase (`WELCOME25`), and the time bonus's percentage and how many
 * hours after signup it lasts (`TIMEBONUS25`). The spec's 25%, 25% and 4 hours where unset. The
 * codes keep their names whatever the percentage (other backends and mails know them so).
 */
export const offersSchema = z.strictObject({
  welcome_percentage: offerPercentage,
  time_bonus_percentage: offerPercentage,
  time_bonus_hours: z.number().int().min(1).max(TIME_BONUS_HOURS_MAX).default(TIME_BONUS_HOURS),
});
export type Offers = z.infer<typeof offersSchema>;

/** The offers of a brand file that sets none: the spec's. */
export const DEFAULT_OFFERS: Offers = offersSchema.parse({});

/**
 * The public site configuration (spec section 3), answered by GET /api/settings.php.
 * `languages` and `theme` are the brand's own; the rest are the spec's names. The brand texts
 * (`BRAND_TEXT_FIELDS`) are one string or a map of language to string: show them through `brandTexts`.
 */
export const settingsSchema = z.object({
  name: z.string().min(1),
  domain: z.string().min(1),
  domain_language: z.string().min(2),
  cdn_prefix: z.string(),
  index_title: localizedTextSchema,
  description: localizedTextSchema,
  countries: z.array(countrySchema).min(1),
  languages: z.array(languageSchema).min(1),
  theme: z.string().min(1),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  search_fields: z.array(z.string()),
  message_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  minimum_message_costs: z.record(z.string(), minimumMessageCostSchema),
  support_email: z.email(),
  support_phone: z.string(),
  push_public_key: z.string(),
  enable_site_entry_popup: z.string(),
  site_entry_warning: z.partialRecord(languageSchema, siteEntryWarningTextSchema),
  geoip_country: z.string().nullable(),
  geoip_selected_country: z.string().nullable(),
  signups: z.string(),
  logged_out_search: z.string(),
  logged_out_search_trafficsource: z.string(),
  fictional_icon: localizedTextSchema,
  fictional_warning: localizedTextSchema,
  fictional_singular: localizedTextSchema,
  fictional_plural: localizedTextSchema,
  refund_days: z.number().int().nonnegative(),
  member_resell: z.boolean(),
  /** Days of chat history members see (older messages are hidden); the privacy policy says so. */
  chat_history_days: z.number().int().positive(),
  /** Who takes the brand's payments (`sandbox` or `mollie`); the privacy policy names them. */
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  /** What the brand offers new members; the spec's where a backend does not say. */
  offers: offersSchema.default(DEFAULT_OFFERS),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Query of GET /api/settings.php: the route's query parameters plus the forced domain. */
export const settingsQuerySchema = z.looseObject({
  forced_domain: z.string().optional(),
});
