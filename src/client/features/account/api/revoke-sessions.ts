import { apiFetch } from '../../../lib/api';

/** Ends every session of this user, this browser's included. */
export const revokeAllSessions = () =>
  apiFetch<{ status: boolean }>('/api/auth/revoke-sessions', { method: 'POST', json: {} });
