import { apiFetch } from '../../../lib/api';

/** Sends a confirmation link to the new address; the email changes only once it is followed. */
export const requestEmailChange = (newEmail: string) =>
  apiFetch<{ status: boolean }>('/api/auth/change-email', {
    method: 'POST',
    json: { newEmail, callbackURL: '/account?emailChanged=1' },
  });
