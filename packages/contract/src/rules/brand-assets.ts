import type { BrandAssetField } from '../enums/brand-assets.js';

/**
 * Which of the brand's logos a header shows: its dark variant on a dark header, where the brand
 * has one, else its logo. The generator makes the header's logo by it; Storybook shows it.
 */
export function headerLogoField(
  assets: Partial<Record<BrandAssetField, string>>,
  headerIsDark: boolean,
): 'logo' | 'logo_dark' {
  return headerIsDark && assets.logo_dark ? 'logo_dark' : 'logo';
}
