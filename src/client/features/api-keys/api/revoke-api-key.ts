import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import { apiKeyKeys } from './keys';

export const revokeApiKey = (id: string) =>
  apiFetch<null>(`/api/me/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
