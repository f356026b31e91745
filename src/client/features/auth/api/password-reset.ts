import { authPost } from './client';

/** The emailed link comes back to /auth?token=... (or ?error=INVALID_TOKEN). */
export const requestPasswordReset = (email: string) =>
  authPost<{ status: boolean }>('/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/auth`,
  });

export const resetPassword = (token: string, newPassword: string) =>
  authPost<{ status: boolean }>('/reset-password', { token, newPassword });
