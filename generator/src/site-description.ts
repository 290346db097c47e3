import { brandTexts, type Settings } from '@dating/contract';

/**
 * The page description (`<meta name="description">`) of a site in one language: the brand's
 * `description` in that language (else its domain language), or a plain line with its name.
 */
export function siteDescription(settings: Settings, language: string): string {
  return brandTexts(settings, language).description || `${settings.name}: meet singles and chat.`;
}
