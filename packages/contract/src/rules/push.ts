/**
 * The push services of the browsers members use: Chrome, Edge, Opera and Samsung Internet (Firebase
 * Cloud Messaging), Firefox (Mozilla autopush), Safari (Apple) and Edge on Windows (WNS). A host
 * matches itself and its subdomains.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/**
 * Whether a push subscription's endpoint is an https address of a known push service (or of one
 * of `extraHosts`, e.g. a test push service). The server sends requests to this address, so
 * anything else (a private address, another scheme) is refused.
 */
export function isKnownPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return [...PUSH_SERVICE_HOSTS, ...extraHosts].some(
    (known) => host === known || host.endsWith(`.${known}`),
  );
}
