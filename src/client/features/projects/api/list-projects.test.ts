import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PROJECT_LIST_STALE_MS, projectsQueryOptions } from './list-projects';

describe('projectsQueryOptions', () => {
  it('keeps a non-empty list for 30 s and re-fetches an empty one', () => {
    const client = new QueryClient();
    const opts = projectsQueryOptions('u1');
    expect(opts.queryKey).toEqual(['projects', 'list', 'u1']);
    const stale = opts.staleTime as (q: unknown) => number;
    client.setQueryData(opts.queryKey, { projects: [], max_projects: 2 });
    expect(stale(client.getQueryCache().find({ queryKey: opts.queryKey }))).toBe(0);
    client.setQueryData(opts.queryKey, { projects: [{ id: 'p' } as never], max_projects: 2 });
    expect(stale(client.getQueryCache().find({ queryKey: opts.queryKey }))).toBe(PROJECT_LIST_STALE_MS);
    expect(PROJECT_LIST_STALE_MS).toBe(30_000);
  });
});
