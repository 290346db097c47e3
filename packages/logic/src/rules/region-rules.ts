/** The word for a country's first-level subdivision, as shown beside a member's city. */
export type RegionTerm = 'province' | 'state' | 'region' | 'canton' | 'voivodeship';

/**
 * Countries and their region term, matching the lists of the regions endpoint. Provinces: the
 * Netherlands, Belgium, Canada and Ireland (its four provinces). States: the United States,
 * Australia, Germany and Austria (Bundesländer). Cantons: Switzerland. Voivodeships: Poland. Every
 * other country uses `region`: Spain (its list is the autonomous communities), Italy (its twenty
 * regioni), France, the United Kingdom and New Zealand.
 */
const REGION_TERMS: Readonly<Record<string, RegionTerm>> = {
  NL: 'province',
  BE: 'province',
  CA: 'province',
  IE: 'province',
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

/**
 * Where a member lives as a profile shows it: the city and its region, the region once when it is
 * the city too (Vienna is a state of its own: "Wien", not "Wien, Wien"; also Berlin, Hamburg,
 * Bremen, Madrid, Brussels, Geneva), either alone when the other is unknown; null with neither.
 */
export function placeName(city: string | null, region: string | null): string | null {
  const same =
    city !== null &&
    region !== null &&
    city.trim().localeCompare(region.trim(), undefined, { sensitivity: 'base' }) === 0;
  const parts = (same ? [city] : [city, region]).map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
