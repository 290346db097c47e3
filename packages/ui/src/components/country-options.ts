import type { SelectOption } from './Select.js';

function countryName(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries as select options, named and sorted in the interface language. */
export function countryOptions(countries: readonly string[], language: string): SelectOption[] {
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames([language], { type: 'region' })
      : null;
  return countries
    .map((code) => ({ id: code, label: countryName(names, code) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
