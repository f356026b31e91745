import { authCall, authClient } from '../../../lib/auth-client';

/** Starts Google sign-in: the browser leaves for Google and comes back to /editor (or /auth with an error). */
export async function startGoogleSignIn() {
  const origin = window.location.origin;
  // Better Auth's client follows the returned URL itself.
  await authCall(
    authClient.signIn.social({
      provider: 'google',
      callbackURL: `${origin}/editor`,
      errorCallbackURL: `${origin}/auth?error=google`,
    }),
  );
}
