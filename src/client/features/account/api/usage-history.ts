import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import { USAGE_HISTORY_QUERY_KEY } from '#client/lib/me';
import type { UsageHistory } from '#shared/schemas/usage';

export const usageHistoryQuery = queryOptions({
  queryKey: USAGE_HISTORY_QUERY_KEY,
  queryFn: () => apiFetch<UsageHistory>('/api/usage/history'),
  staleTime: 30_000,
});

export const useUsageHistory = () => useQuery(usageHistoryQuery);
