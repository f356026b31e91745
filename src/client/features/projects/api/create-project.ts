import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';
import type { ProjectAnswer } from '#shared/schemas/projects';
import { projectKeys } from './keys';
import { toFormData, type ProjectUpload } from './upload-form';

export const createProject = (upload: ProjectUpload) =>
  apiFetch<ProjectAnswer>('/api/projects', { method: 'POST', body: toFormData(upload) }).then(
    (r) => r.project,
  );

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}
