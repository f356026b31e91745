import { apiFetch } from '#client/lib/api';
import type { AppUser, UpdateMe } from '#shared/schemas/me';

export const updateProfile = (input: UpdateMe) =>
  apiFetch<AppUser>('/api/me', { method: 'PATCH', json: input });
