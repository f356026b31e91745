// The signed-in state every screen reads, built on the app user query (lib/me.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from './api';
import { setMe, useMe, type AppUser } from './me';

/** The signed-in user: the full app user (id, email, name, tier, usageToday, usageLimit, ...). */
export type SessionUser = AppUser;

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SessionUser };

/**
 * loading until the first answer (at most 10 s), then signedIn or signedOut. A failed or timed-out
 * check counts as signed out, so the page stays usable; the next check can still sign the user in.
 */
export function useSession(): SessionState {
  const { data, isPending } = useMe();
  if (isPending) return { status: 'loading', user: null };
  if (data) return { status: 'signedIn', user: data };
  return { status: 'signedOut', user: null };
}

let signedOutAt = 0;

/**
 * True just after the user pressed Logout: a signed-in-only page still on screen must not send the
 * browser to /auth then, because Logout is taking it home (the spec: after logout, /).
 */
export function signedOutJustNow(now = Date.now()): boolean {
  return now - signedOutAt < 3000;
}

/** Signs out this browser (other devices stay signed in) and forgets the cached user. */
export function useSignOut() {
  const qc = useQueryClient();
  return useCallback(async () => {
    await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
    signedOutAt = Date.now();
    setMe(qc, null);
    // Anything cached for the previous user (projects, history) must not leak to the next one.
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
  }, [qc]);
}
