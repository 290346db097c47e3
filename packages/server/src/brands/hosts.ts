import type { Brand } from '@dating/contract';

/** The host name of a Host header, lowercased, without port and trailing dot. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Whether the host is the developer's own machine, where cookies may go without TLS. */
export function isLocalHost(hostHeader: string | undefined): boolean {
  const name = hostName(hostHeader);
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]'
  );
}

/** The host names a brand answers to: `<slug>.localhost`, its domain and `www.` + domain. */
export function brandHostNames(brand: Pick<Brand, 'slug' | 'domain'>): string[] {
  return [`${brand.slug}.localhost`, brand.domain, `www.${brand.domain}`];
}
