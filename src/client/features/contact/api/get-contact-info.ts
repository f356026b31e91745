import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';

export const contactInfoQuery = queryOptions({
  queryKey: ['contact', 'info'],
  queryFn: () => apiFetch<{ email: string }>('/api/contact/info'),
  staleTime: Infinity,
});

export function useContactInfo() {
  return useQuery(contactInfoQuery);
}
