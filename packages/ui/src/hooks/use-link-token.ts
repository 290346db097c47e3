import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../router.js';

/** The `token` of a link from a mail (`?token=...`), or null. */
export function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('token');
}

/**
 * Runs a link's one-time call once when the page opens with a token (React's strict mode mounts
 * twice in development, and a token works only once). Resolves the call's outcome into state:
 * undefined while it runs or without a token.
 */
export function useOneTimeCall<Outcome>(
  token: string | null,
  call: (token: string) => Promise<Outcome>,
): Outcome | undefined {
  const started = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    void call(token).then(setOutcome);
  }, [token, call]);
  return outcome;
}
