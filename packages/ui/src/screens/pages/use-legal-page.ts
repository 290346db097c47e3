import type { CompanyInfo } from '@dating/contract';
import { companyDefaults } from '@dating/contract/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog, useLocale, useSettings, useStores } from '../../stores-context.js';
import { legalValues } from './legal-values.js';

/**
 * What a legal page renders from: the settings, the company details (baked into the site; loaded
 * once when a page is shown without them, meanwhile the brand's name stands for the company) and
 * the values its texts are filled with, in the visitor's language.
 */
export function useLegalPage() {
  const stores = useStores();
  const settings = useSettings();
  const { language } = useLocale();
  const { companyInfo } = useCatalog();
  const { t } = useTranslation('footer');
  useEffect(() => {
    if (!companyInfo) void stores.catalog.actions.loadCompanyInfo();
  }, [companyInfo, stores]);
  const company: CompanyInfo = (companyInfo as CompanyInfo | null) ?? companyDefaults(settings);
  return {
    settings,
    company,
    language,
    values: legalValues(settings, company, language, t),
  };
}
