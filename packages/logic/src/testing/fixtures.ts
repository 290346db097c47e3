import type { CompanyInfo, Image, Profile, Region, Settings, User } from '@dating/contract';
import {
  INTERESTS,
  type Interest,
  LANGUAGE_CODES,
  NEW_MEMBER_DISCOUNT_PERCENTAGE,
  TIME_BONUS_HOURS,
} from '@dating/contract/enums';
import { avatarDataUri } from './avatars.js';

/** An image record whose files are an inline avatar. */
export function fixtureImage(variant: number, options: { long?: boolean } = {}): Image {
  const uri = avatarDataUri(variant, options);
  return { id: variant + 1, filename: uri, thumb_filename: uri, status: 'active', match: uri };
}

/**
 * Settings of a demo brand "Heartline" offering all seven languages in ten countries, open
 * signup and logged-out search; override any field.
 */
export function fixtureSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    name: 'Heartline',
    domain: 'heartline.example',
    domain_language: 'en-GB',
    cdn_prefix: '',
    index_title: 'Heartline: meet singles near you',
    description: 'Meet singles near you, chat and find a match.',
    countries: ['GB', 'IE', 'NL', 'BE', 'DE', 'FR', 'IT', 'ES', 'PL', 'US'],
    languages: [...LANGUAGE_CODES],
    theme: 'classic',
    visible_profile_fields: ['city', 'region', 'relationship_status', 'body_type', 'hair_color'],
    visible_profile_notes: true,
    search_fields: ['gender', 'country', 'countryregion', 'age'],
    message_credits: 10,
    photo_credits: 5,
    gift_credits: 20,
    signup_credits: 20,
    message_length: 1000,
    minimum_message_costs: {
      GB: { costs: 0.99, currency: 'GBP' },
      NL: { costs: 0.99, currency: 'EUR' },
    },
    support_email: 'support@heartline.example',
    support_phone: '+44 20-7946 0958',
    push_public_key: 'BFixtureVapidPublicKey',
    enable_site_entry_popup: 'yes',
    site_entry_warning: {
      en: { title: 'Adults only', body: 'This site is for adults aged 18 and over.' },
    },
    geoip_country: 'GB',
    geoip_selected_country: null,
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'none',
    fictional_icon: '🎭',
    fictional_warning: 'Some profiles are fictional and are run by our team.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    refund_days: 14,
    member_resell: false,
    chat_history_days: 365,
    payment_provider: 'sandbox',
    offers: {
      welcome_percentage: NEW_MEMBER_DISCOUNT_PERCENTAGE,
      time_bonus_percentage: NEW_MEMBER_DISCOUNT_PERCENTAGE,
      time_bonus_hours: TIME_BONUS_HOURS,
    },
    ...overrides,
  };
}

/** A full profile (of the logged-in member by default); override any field. */
export function fixtureProfile(overrides: Partial<Profile> = {}): Profile {
  const image = fixtureImage(4);
  return {
    id: 1001,
    name: 'Alex',
    age: 34,
    gender: 'male',
    country: 'GB',
    region: 'England',
    region_code: 'GB-ENG',
    city: 'London',
    main_image: image,
    fictional: false,
    online: true,
    sexuality: 'hetero',
    date_of_birth: '1991-05-17',
    hair_color: 'brown',
    eye_color: 'blue',
    body_type: 'athletic',
    relationship_status: 'single',
    tattoos: 'none',
    interests: ['travelling', 'cooking', 'music'],
    notes: 'Weekend hiker, weekday cook.',
    photos: [image, fixtureImage(5)],
    private_photos: [],
    status: 'active',
    ...overrides,
  };
}

/** Options of `fixtureUser`: the usual switches plus any User field. */
export interface FixtureUserOptions extends Partial<User> {
  /** Premium member; short for `paid_user`, and wins over it. */
  paid?: boolean;
}

/** A logged-in member: free with 0 credits unless told otherwise. */
export function fixtureUser(options: FixtureUserOptions = {}): User {
  const { paid, ...overrides } = options;
  return {
    email: 'alex@example.com',
    status: 'active',
    credits: 0,
    signup_date: '2026-01-10T09:30:00.000Z',
    language: 'en',
    fictional_icon: '🎭',
    notifications_disabled: [],
    invisible: false,
    email_disabled: null,
    ...overrides,
    paid_user: paid ?? overrides.paid_user ?? false,
    profile: overrides.profile ?? fixtureProfile(),
  };
}

/** The operator's details; override any field. */
export function fixtureCompanyInfo(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    name: 'Heartline Media B.V.',
    address: 'Keizersgracht 100',
    kvk: '12345678',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Heartline'],
    vat_numbers: ['NL123456789B01'],
    support_phone: '+31 20-123 45 67',
    delete_discount: 50,
    added: null,
    ...overrides,
  };
}

/** Regions of some of the fixture brand's countries. */
export function fixtureRegions(): Record<string, Region[]> {
  return {
    GB: [
      { code: 'GB-ENG', name: 'England' },
      { code: 'GB-NIR', name: 'Northern Ireland' },
      { code: 'GB-SCT', name: 'Scotland' },
      { code: 'GB-WLS', name: 'Wales' },
    ],
    NL: [
      { code: 'NL-NH', name: 'Noord-Holland' },
      { code: 'NL-ZH', name: 'Zuid-Holland' },
      { code: 'NL-UT', name: 'Utrecht' },
    ],
    DE: [
      { code: 'DE-BE', name: 'Berlin' },
      { code: 'DE-BY', name: 'Bayern' },
    ],
    ES: [
      { code: 'ES-CT', name: 'Cataluña' },
      { code: 'ES-MD', name: 'Comunidad de Madrid' },
    ],
  };
}

/** Every interest code. */
export function fixtureInterests(): Interest[] {
  return [...INTERESTS];
}
