import type { SelectOption } from './Select.js';

/**
 * A country's name in `language` (`Nederland`, `Netherlands`, `Pays-Bas`), or the code itself
 * when the code names no country. A name, not a phrase: texts put it where no article or
 * preposition has to agree with it (`Map (Netherlands)`, `all over the map: Netherlands`).
 */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries as select options, named and sorted in the interface language. */
export function countryOptions(countries: readonly string[], language: string): SelectOption[] {
  return countries
    .map((code) => ({ id: code, label: countryName(code, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
