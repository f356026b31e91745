import { authCall, authClient } from '#client/lib/auth-client';

/** callbackURL: where the confirmation link (re-sent on sign-in while unconfirmed) lands. */
export const signInEmail = (email: string, password: string) =>
  authCall(authClient.signIn.email({ email, password, rememberMe: true, callbackURL: '/editor' }));
