import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { UsageHistory } from '../../../../shared/schemas/usage';

export const usageHistoryQuery = queryOptions({
  queryKey: ['usage-history'],
  queryFn: () => apiFetch<UsageHistory>('/api/usage/history'),
  staleTime: 30_000,
});

export const useUsageHistory = () => useQuery(usageHistoryQuery);
