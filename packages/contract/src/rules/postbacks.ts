/**
 * Postbacks: the server tells a traffic network, server to server, what became of a visitor it
 * sent (EU-neutral: only the network's own click data and the event go out, no personal data).
 */

/** What a postback reports: the signup, the confirmed e-mail address, the first purchase. */
export const POSTBACK_EVENTS = ['signup', 'confirmed', 'first_purchase'] as const;
export type PostbackEvent = (typeof POSTBACK_EVENTS)[number];

/**
 * The placeholders a brand file's postback template may use. `{click_id}` is the arrival's `ref`
 * (the network's id of the click); `{amount}` is the first purchase's amount as `19.99` and
 * `{currency}` its ISO code, both empty for the other events.
 */
export const POSTBACK_PLACEHOLDERS = [
  'click_id',
  'network',
  'ref',
  'sub1',
  'sub2',
  'sub3',
  'event',
  'amount',
  'currency',
] as const;
export type PostbackPlaceholder = (typeof POSTBACK_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders of a template that are none of {@link POSTBACK_PLACEHOLDERS}. */
export function unknownPostbackPlaceholders(template: string): string[] {
  const known: readonly string[] = POSTBACK_PLACEHOLDERS;
  return [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name));
}

/**
 * The address a postback calls: the template with each placeholder replaced by its value, encoded
 * for a URL (a value cannot add parameters or change the path); a missing value is empty.
 */
export function postbackUrl(
  template: string,
  values: Partial<Record<PostbackPlaceholder, string | null>>,
): string {
  return template.replace(PLACEHOLDER, (_, name: string) =>
    encodeURIComponent(values[name as PostbackPlaceholder] ?? ''),
  );
}
