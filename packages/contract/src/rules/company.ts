import type { CompanyInfo } from '../catalog.js';

/**
 * A brand's company details as far as its name, countries and phone tell them: what stands for
 * every detail the brand file leaves out (and, in a site, until the real ones are there).
 */
export function companyDefaults(brand: {
  name: string;
  countries: readonly string[];
  support_phone: string;
}): CompanyInfo {
  return {
    name: brand.name,
    address: '',
    kvk: '',
    city: '',
    country: brand.countries[0] ?? '',
    tradenames: [brand.name],
    vat_numbers: [],
    support_phone: brand.support_phone,
    delete_discount: 0,
    added: null,
  };
}
