import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSubscription } from '#shared/schemas/billing';
import { apiFetch } from '#client/lib/api';

export const BILLING_QUERY_KEY = ['billing', 'subscription'] as const;

export const subscriptionQuery = queryOptions({
  queryKey: BILLING_QUERY_KEY,
  queryFn: () => apiFetch<BillingSubscription>('/api/billing/subscription'),
  staleTime: 30_000,
});

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQuery, enabled });
}
