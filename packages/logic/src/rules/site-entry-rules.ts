/** Input of `siteEntryWarningVisible`. */
export interface SiteEntryWarningInput {
  /** True when the site runs as an installed app (display-mode standalone). */
  standalone: boolean;
  loggedIn: boolean;
  /** When the visitor closed the warning before (a timestamp), or null/undefined if never. */
  skippedAt: number | string | null | undefined;
  /** The `enable_site_entry_popup` setting; `no` disables the warning. */
  popupSetting: string | null | undefined;
  /** The visitor's country (e.g. the GeoIP country), if known. */
  country: string | null | undefined;
  /** Countries where the warning is shown; an empty or missing list means everywhere. */
  allowedCountries?: readonly string[] | null;
}

/**
 * Whether the site-entry warning is shown (spec section 4): not in installed-app mode, not logged
 * in, not skipped before, the popup setting is not `no`, and, when a list of countries is given,
 * the visitor's country is on it (an unknown country is then not on it).
 */
export function siteEntryWarningVisible(input: SiteEntryWarningInput): boolean {
  if (input.standalone || input.loggedIn) return false;
  if (input.skippedAt !== null && input.skippedAt !== undefined && input.skippedAt !== '') {
    return false;
  }
  if (input.popupSetting === 'no') return false;
  const allowed = input.allowedCountries ?? [];
  if (allowed.length === 0) return true;
  const country = input.country?.toUpperCase();
  return country !== undefined && allowed.some((code) => code.toUpperCase() === country);
}
