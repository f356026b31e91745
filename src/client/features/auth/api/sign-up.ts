import { authCall, authClient } from '#client/lib/auth-client';

/** Returns token null when the account must confirm its email before a session exists. */
export const signUpEmail = (input: { name: string; email: string; password: string; language: string }) =>
  authCall(authClient.signUp.email({ ...input, callbackURL: '/editor' }));
