import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import { projectKeys } from './keys';

export const deleteProject = (id: string) =>
  apiFetch<null>(`/api/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}
