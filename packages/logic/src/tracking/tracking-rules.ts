// Shared with the server, which checks the traffic source of a signup.
export { trafficSource } from '@dating/contract/rules';

/** The tracking record stored on arrival (spec section 3). */
export interface TrackingRecord {
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
}

/** The query parameters captured on arrival. */
export const TRACKING_PARAMETERS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Reads the tracking parameters of a URL; null when it carries none of them (or only empty ones). */
export function trackingFromUrl(url: string | URL): TrackingRecord | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const record: TrackingRecord = { network: null, ref: null, sub1: null, sub2: null, sub3: null };
  let found = false;
  for (const name of TRACKING_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value) {
      record[name] = value;
      found = true;
    }
  }
  return found ? record : null;
}
