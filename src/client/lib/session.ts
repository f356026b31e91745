// The signed-in state every screen reads, built on the app user query (lib/me.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authCall, authClient } from './auth-client';
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

/**
 * Logout: ends this browser's session (other devices stay signed in), takes the browser home, and
 * only then forgets the user and everything cached for them. In that order a signed-in-only page
 * (/account) has already left the screen when the user is forgotten, so its redirect to /auth cannot
 * fire (the spec: after logout, /). flushSync makes the router commit the home page now rather than
 * as a transition, which the forgotten user's urgent re-render would overtake (decision 121).
 */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await authCall(authClient.signOut());
    await navigate('/', { flushSync: true });
    setMe(qc, null);
    // Anything cached for the previous user (projects, history) must not leak to the next one.
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
  }, [qc, navigate]);
}
