import { type Brand, COUNTRY_LANGUAGES, type Country, type Language } from '@dating/contract';
import { getTimezone } from 'countries-and-timezones';

/** What a signup tells of where the visitor is: none of it is required, none is trusted blindly. */
export interface VisitorPlace {
  /** The interface language of the signup. */
  language: Language;
  /** The device's time zone (IANA, `Europe/Berlin`), when the browser told it. */
  timeZone?: string | undefined;
  /** The browser's preferred languages (`de-AT`, `en`), most preferred first. */
  locales?: readonly string[] | undefined;
}

/** The region of a language tag (`de-AT` → `AT`), or null when it names none or is not a tag. */
function regionOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag).region ?? null;
  } catch {
    return null;
  }
}

/**
 * The country a new member starts in, until they set their location: the visitor's country as
 * far as the brand serves it. In order:
 *
 * 1. the country of the device's time zone (`Europe/Vienna` → AT). A zone several countries share
 *    (`Europe/Zurich`: CH, DE, LI) names its own country first, unless a preferred language names
 *    another of them (`de-DE` in Büsingen);
 * 2. the region of the first preferred language that names one the brand serves (`de-AT`);
 * 3. the first of the brand's countries where the interface language is spoken;
 * 4. the brand's first country.
 *
 * The language alone is the weakest sign: an English interface says little about where a visitor
 * on a German brand lives (Switzerland offers English, Germany does not).
 */
export function startCountry(brand: Brand, place: VisitorPlace): Country {
  const served = brand.countries as Country[];
  const regions = (place.locales ?? []).map(regionOf).filter((region) => region !== null);
  const zoneCountries = (place.timeZone && getTimezone(place.timeZone)?.countries) || [];
  const inZone = zoneCountries.filter((country): country is Country =>
    served.includes(country as Country),
  );
  const named = (countries: readonly string[]) =>
    regions.find((region): region is Country => countries.includes(region));
  return (
    named(inZone) ??
    inZone[0] ??
    named(served) ??
    served.find((country) =>
      (COUNTRY_LANGUAGES[country] as readonly Language[]).includes(place.language),
    ) ??
    (served[0] as Country)
  );
}
