/** The arrival tracking record; `network` and `ref` name the traffic source. */
export interface TrafficSourceRecord {
  network: string | null;
  ref: string | null;
  sub1?: string | null;
  sub2?: string | null;
  sub3?: string | null;
}

/**
 * The visitor's traffic source: the affiliate `network` they arrived from, or failing that the
 * `ref` code; null when they came without one.
 */
export function trafficSource(record: TrafficSourceRecord | null | undefined): string | null {
  return record?.network || record?.ref || null;
}

/**
 * Whether visitors may sign up (spec section 4): the `signups` setting is `all`, or it is
 * `with_trafficsource` and the visitor arrived with a traffic source. Any other value closes signup.
 */
export function signupsEnabled(
  settings: { signups: string },
  trafficSourceValue: string | null | undefined,
): boolean {
  if (settings.signups === 'all') return true;
  return settings.signups === 'with_trafficsource' && Boolean(trafficSourceValue);
}
