/** The terms' version date unless the company details were changed later. */
export const DEFAULT_TERMS_VERSION_DATE = '2023-12-01T12:00:00.000Z';

/**
 * The version date of the terms (spec section 9): 2023-12-01 12:00 UTC, or the company-added date
 * when that is later. A missing or unreadable company date keeps the default.
 */
export function termsVersionDate(companyAdded: string | Date | null | undefined): Date {
  const fallback = new Date(DEFAULT_TERMS_VERSION_DATE);
  if (companyAdded === null || companyAdded === undefined || companyAdded === '') return fallback;
  const added = new Date(companyAdded);
  if (Number.isNaN(added.getTime())) return fallback;
  return added.getTime() > fallback.getTime() ? added : fallback;
}

/** The support phone number as shown and dialled: dashes and whitespace removed. */
export function formatSupportPhone(phone: string): string {
  return phone.replace(/[\s-]+/g, '');
}
