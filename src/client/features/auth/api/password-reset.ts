import { authCall, authClient } from '#client/lib/auth-client';

/** The emailed link comes back to /auth?token=... (or ?error=INVALID_TOKEN). */
export const requestPasswordReset = (email: string) =>
  authCall(authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}/auth` }));

export const resetPassword = (token: string, newPassword: string) =>
  authCall(authClient.resetPassword({ token, newPassword }));
