import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api';

export interface AuthConfig {
  google: boolean;
  emailVerification: boolean;
}

export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: () => apiFetch<AuthConfig>('/api/auth/config'),
  staleTime: Infinity,
});

export const useAuthConfig = () => useQuery(authConfigQuery);
