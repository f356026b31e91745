// The app user (GET /api/me): who is signed in, their tier and today's usage, as the server computes it.
// One query shared by the header, the account page, the editor's usage block and the download gate.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppUser } from '#shared/schemas/me';
import { showAccount } from './account-guard';
import { apiFetch } from './api';

export type { AppUser };

export const ME_QUERY_KEY = ['me'] as const;
/** GET /api/usage/history (the account's Recent Usage); stale after any reservation. */
export const USAGE_HISTORY_QUERY_KEY = ['usage-history'] as const;
/** Spec: profile refresh at most once per 30 s; the account page refreshes data older than 5 minutes. */
export const ME_STALE_MS = 30_000;
export const ACCOUNT_REFRESH_MS = 5 * 60_000;
/** Spec: auth initialisation gives up after 10 s (the visitor is then treated as signed out). */
export const AUTH_INIT_TIMEOUT_MS = 10_000;

/** The signed-in user, or null for a visitor (the server answers `{ user: null }`). */
export async function fetchMe(): Promise<AppUser | null> {
  const me = await apiFetch<AppUser | { user: null }>('/api/me', {
    signal: AbortSignal.timeout(AUTH_INIT_TIMEOUT_MS),
  });
  const user = 'id' in me ? me : null;
  showAccount(user?.id ?? null);
  return user;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: ME_STALE_MS,
  // A timeout already waited 10 s; retrying would double the wait before the page can show.
  retry: false,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Replace the cached user (after sign-out, or with fresh usage from a reservation). */
export function setMe(
  qc: QueryClient,
  next: AppUser | null | ((prev: AppUser | null | undefined) => AppUser | null),
) {
  const user = qc.setQueryData<AppUser | null>(ME_QUERY_KEY, next as AppUser | null);
  showAccount(user?.id ?? null);
}

/** Refetch the user now (after sign-in or a profile change). */
export function refreshMe(qc: QueryClient) {
  return qc.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/**
 * Shows whoever the browser is signed in to now (another tab signed in or out, or the server refused
 * this page's account). When that is another account, whatever was cached for the one shown goes, as
 * at sign-out: the subscription and usage history are not keyed by user, and the account page showed
 * them under the new name, its buttons acting on the new account (decision 344). Active queries
 * fetch again, for the new account.
 */
export async function followAccount(qc: QueryClient): Promise<void> {
  const before = qc.getQueryData<AppUser | null>(ME_QUERY_KEY)?.id ?? null;
  const now = await refreshMe(qc);
  if ((now?.id ?? null) !== before) await qc.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
}

/**
 * Keeps the signed-in user's stored language in step with the page, so mail (reset links,
 * confirmations) arrives in the language they use. Mounted once by the header.
 */
export function useRememberLanguage(user: AppUser | null, language: string) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!user || (language !== 'en' && language !== 'he') || user.language === language) return;
    apiFetch<AppUser>('/api/me', { method: 'PATCH', json: { language } }).then(
      (next) => setMe(qc, next),
      () => undefined, // best effort: the next change tries again
    );
  }, [qc, user, language]);
}

/** On mount, refresh the user if the cached copy is older than `maxAgeMs` (the account page uses 5 minutes). */
export function useRefreshMeIfOlderThan(maxAgeMs: number) {
  const qc = useQueryClient();
  useEffect(() => {
    const state = qc.getQueryState(ME_QUERY_KEY);
    if (state?.dataUpdatedAt && Date.now() - state.dataUpdatedAt > maxAgeMs) void refreshMe(qc);
  }, [qc, maxAgeMs]);
}
