import type { CompanyInfo, Settings } from '@dating/contract';
import {
  APPEAL_MONTHS,
  FREE_CONVERSATION_LIMIT,
  FREE_VISIBLE_PHOTOS,
  type Language,
  MINIMUM_AGE,
  REACTIVATION_DAYS,
  SESSION_DAYS,
  WITHDRAWAL_REIMBURSEMENT_DAYS,
} from '@dating/contract/enums';
import { type BrandTextField, brandTexts } from '@dating/contract/rules';
import { termsVersionDate } from '@dating/logic';
import type { TFunction } from 'i18next';
import { countryName } from '../../components/country-options.js';

/** A period in `language`'s words: `14 days`, `14 Tage`, `14 dni`, `6 months`. */
export function formatPeriod(
  amount: number,
  unit: 'day' | 'hour' | 'month',
  language: Language,
): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    amount,
  );
}

/** The company's street and town on one line, leaving out what the brand file leaves out. */
export function companyAddressLine(company: Pick<CompanyInfo, 'address' | 'city'>): string {
  return [company.address, company.city].filter((part) => part.trim() !== '').join(', ');
}

/**
 * The values every legal page fills its texts with (`{{brandName}}`, `{{refundPeriod}}`, ...):
 * the brand's settings and company details and the product's constants, worded in `language`.
 * A rule's figure is never written into a translation; it comes from here.
 * @param t the footer namespace's `t` (its `units` word counts of credits and conversations).
 */
export function legalValues(
  settings: Pick<
    Settings,
    | 'name'
    | 'domain'
    | 'domain_language'
    | 'support_email'
    | 'message_credits'
    | 'photo_credits'
    | 'gift_credits'
    | 'refund_days'
    | 'chat_history_days'
    | BrandTextField
  >,
  company: CompanyInfo,
  language: Language,
  t: TFunction<'footer'>,
): Record<string, string> {
  const texts = brandTexts(settings, language);
  const credits = (count: number) => t('units.credits', { count });
  return {
    brandName: settings.name,
    domain: settings.domain,
    companyName: company.name,
    companyAddress: companyAddressLine(company) || company.name,
    companyCountry: countryName(company.country, language),
    supportEmail: settings.support_email,
    versionDate: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      termsVersionDate(company.added),
    ),
    minimumAge: String(MINIMUM_AGE),
    messageCost: credits(settings.message_credits),
    photoCost: credits(settings.photo_credits),
    giftCost: credits(settings.gift_credits),
    freeConversations: t('units.conversations', { count: FREE_CONVERSATION_LIMIT }),
    freePhotos: t('units.photos', { count: FREE_VISIBLE_PHOTOS }),
    refundPeriod: formatPeriod(settings.refund_days, 'day', language),
    reimbursementPeriod: formatPeriod(WITHDRAWAL_REIMBURSEMENT_DAYS, 'day', language),
    reactivationPeriod: formatPeriod(REACTIVATION_DAYS, 'day', language),
    chatHistoryPeriod: formatPeriod(settings.chat_history_days, 'day', language),
    sessionPeriod: formatPeriod(SESSION_DAYS, 'day', language),
    appealPeriod: formatPeriod(APPEAL_MONTHS, 'month', language),
    fictionalIcon: texts.fictional_icon,
    fictionalSingular: texts.fictional_singular,
    fictionalPlural: texts.fictional_plural,
  };
}
