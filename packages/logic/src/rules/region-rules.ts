/** The word for a country's first-level subdivision, as shown beside a member's city. */
export type RegionTerm = 'province' | 'state' | 'region' | 'canton' | 'voivodeship';

/**
 * Countries and their region term. Provinces: the Netherlands, Belgium, Canada, Italy, Spain.
 * States: the United States, Australia, Germany and Austria (Bundesländer). Cantons: Switzerland.
 * Voivodeships: Poland. Every other country, France, the United Kingdom, Ireland and New Zealand
 * included, uses `region`.
 */
const REGION_TERMS: Readonly<Record<string, RegionTerm>> = {
  NL: 'province',
  BE: 'province',
  CA: 'province',
  IT: 'province',
  ES: 'province',
  US: 'state',
  AU: 'state',
  DE: 'state',
  AT: 'state',
  CH: 'canton',
  PL: 'voivodeship',
};

/** The region term of a country (ISO 3166 alpha-2, any case); `region` when unknown. */
export function regionTerm(country: string | null | undefined): RegionTerm {
  return REGION_TERMS[(country ?? '').toUpperCase()] ?? 'region';
}
