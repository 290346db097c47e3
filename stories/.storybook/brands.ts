import {
  type Brand,
  type BrandInput,
  type BrandTexts,
  brandSchema,
  brandSettings,
  brandTexts,
  describeIssues,
  type Settings,
} from '@dating/contract';

/**
 * Brands offered in the toolbar: every `sites/<slug>/brand.json` of the workspace, read when the
 * Storybook (or the Vitest project) is built, or these fixtures while no site exists yet.
 */
const FIXTURE_BRANDS: BrandInput[] = [
  {
    slug: 'amora',
    name: 'Amora',
    domain: 'amora.example',
    domain_language: 'nl-NL',
    countries: ['NL', 'BE'],
    languages: ['nl', 'fr', 'en'],
    theme: 'classic',
    fictional_icon: '🎭',
    fictional_warning: 'Some profiles are fictional and are run by our team.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    support_email: 'help@amora.example',
    support_phone: '+31 20-123 45 67',
  },
  {
    slug: 'herzklopfen',
    name: 'Herzklopfen',
    domain: 'herzklopfen.example',
    countries: ['DE', 'AT', 'CH'],
    theme: 'midnight',
    fictional_icon: '✨',
    fictional_warning: 'Some profiles on this site are run by our team for entertainment.',
    support_email: 'hilfe@herzklopfen.example',
    support_phone: '+49 30 1234567',
  },
];

const siteFiles = import.meta.glob<BrandInput>('../../sites/*/brand.json', {
  eager: true,
  import: 'default',
});

function parseBrands(inputs: BrandInput[]): Brand[] {
  return inputs.flatMap((input) => {
    const parsed = brandSchema.safeParse(input);
    if (parsed.success) return [parsed.data];
    console.warn(`Skipping brand ${input.slug}: ${describeIssues(parsed.error.issues).join('; ')}`);
    return [];
  });
}

const siteBrands = parseBrands(Object.values(siteFiles));

/** The brands of the toolbar, in slug order. */
export const BRANDS: Brand[] = (siteBrands.length ? siteBrands : parseBrands(FIXTURE_BRANDS)).sort(
  (a, b) => a.slug.localeCompare(b.slug),
);

/** The brand of a toolbar value, or the first brand for an unknown one. */
export function findBrand(slug: unknown): Brand {
  return BRANDS.find((brand) => brand.slug === slug) ?? BRANDS[0]!;
}

/** The settings a site of this brand bakes in (what GET /api/settings.php would answer). */
export function settingsOfBrand(brand: Brand): Settings {
  return brandSettings(brand, {
    // As the server announces it: sites always have the key of their push subscriptions.
    push_public_key: 'BFixtureVapidPublicKeyForStories',
    geoip_country: brand.countries[0] ?? null,
    geoip_selected_country: null,
  });
}

/** The settings of the toolbar's brand, for play functions that check brand words. */
export function toolbarSettings(globals: Record<string, unknown>): Settings {
  return settingsOfBrand(findBrand(globals.brand));
}

/** The brand texts of the toolbar's brand in the toolbar's language (as `useBrandTexts` shows them). */
export function toolbarTexts(globals: Record<string, unknown>): BrandTexts {
  return brandTexts(toolbarSettings(globals), String(globals.locale ?? 'en'));
}

/** The review themes: every theme of `themes/` (a test checks the list). */
export const THEMES = ['classic', 'midnight', 'sunrise'] as const;

/**
 * Story globals showing a story in one theme at one of the review sizes:
 * `globals: inTheme('midnight', 'mobile')`. The brand is the first that uses the theme (its
 * settings and texts fit it), else the toolbar's; the theme is set either way.
 */
export function inTheme(theme: (typeof THEMES)[number], viewport: 'mobile' | 'desktop') {
  const brand = BRANDS.find((candidate) => candidate.theme === theme) ?? BRANDS[0];
  return { brand: brand?.slug, theme, viewport: { value: viewport, isRotated: false } };
}
