import type { ReactNode } from 'react';

/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** `alert` for errors (announced at once); `status` (polite) by default. */
  role?: 'status' | 'alert';
  /** What to announce; nothing yet is fine: the region is there before its content arrives. */
  children?: ReactNode;
}

/**
 * A live region that is always in the page, so that screen readers announce what appears in it
 * later (an outcome, an error). Put `<Alert live={false}>` or text inside.
 */
export function LiveRegion({ role = 'status', children }: LiveRegionProps) {
  return <div role={role}>{children}</div>;
}
