import { authCall, authClient } from '#client/lib/auth-client';

/** Sends a confirmation link to the new address; the email changes only once it is followed. */
export const requestEmailChange = (newEmail: string) =>
  authCall(authClient.changeEmail({ newEmail, callbackURL: '/account?emailChanged=1' }));
