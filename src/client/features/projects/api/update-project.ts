import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import type { ProjectAnswer } from '#shared/schemas/projects';
import { projectKeys } from './keys';
import { toFormData, type ProjectUpload } from './upload-form';

/** Replaces the project's name, files and positions; it stays the same project (not a new one). */
export const updateProject = ({ id, ...upload }: ProjectUpload & { id: string }) =>
  apiFetch<ProjectAnswer>(`/api/projects/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: toFormData(upload),
  }).then((r) => r.project);

export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}
