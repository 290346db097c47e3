import { type BrandTexts, brandTexts } from '@dating/contract/rules';
import { useMemo } from 'react';
import { useLocale, useSettings } from '../stores-context.js';

/**
 * The brand's texts (home title, description, fictional-profile labels, …) in the member's
 * language, else the brand's domain language. Every screen shows brand texts through this hook.
 */
export function useBrandTexts(): BrandTexts {
  const settings = useSettings();
  const { language } = useLocale();
  return useMemo(() => brandTexts(settings, language), [settings, language]);
}
