import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '#client/lib/api';
import { useSession } from '#client/lib/session';
import type { ProjectListDto } from '#shared/schemas/projects';
import { projectKeys } from './keys';

/** Not re-fetched within 30 s when it holds projects: moving between pages need not reload the list. */
export const PROJECT_LIST_STALE_MS = 30_000;

export const fetchProjects = () => apiFetch<ProjectListDto>('/api/projects');

export const projectsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.list(userId),
    queryFn: fetchProjects,
    staleTime: (q) => (q.state.data?.projects.length ? PROJECT_LIST_STALE_MS : 0),
    retry: false,
  });

/** The signed-in user's projects; cleared from the cache as soon as nobody is signed in. */
export function useProjects() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session.status === 'signedIn' ? session.user.id : null;
  useEffect(() => {
    if (session.status === 'signedOut') client.removeQueries({ queryKey: projectKeys.all });
  }, [session.status, client]);
  const query = useQuery({ ...projectsQueryOptions(userId ?? ''), enabled: userId !== null });
  return { query, session };
}
