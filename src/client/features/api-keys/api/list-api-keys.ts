import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import type { ApiKeyListDto } from '#shared/schemas/api-keys';
import { apiKeyKeys } from './keys';

export const fetchApiKeys = () => apiFetch<ApiKeyListDto>('/api/me/api-keys');

export const apiKeysQueryOptions = (userId: string) =>
  queryOptions({ queryKey: apiKeyKeys.list(userId), queryFn: fetchApiKeys, retry: false });

export const useApiKeys = (userId: string) => useQuery(apiKeysQueryOptions(userId));
