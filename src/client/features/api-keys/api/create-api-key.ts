import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import type { CreateApiKey, CreatedApiKeyDto } from '#shared/schemas/api-keys';
import { apiKeyKeys } from './keys';

/** The answer holds the whole key: it is handed to the caller only, never put in the query cache. */
export const createApiKey = (input: CreateApiKey) =>
  apiFetch<CreatedApiKeyDto>('/api/me/api-keys', { method: 'POST', json: input });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
