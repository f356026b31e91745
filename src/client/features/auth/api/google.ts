import { authCall, authClient } from '#client/lib/auth-client';

/** Starts Google sign-in: the browser leaves for Google and comes back to /editor (or /auth with an error). */
export async function startGoogleSignIn() {
  const origin = window.location.origin;
  const { url } = await authCall(
    authClient.signIn.social({
      provider: 'google',
      callbackURL: `${origin}/editor`,
      errorCallbackURL: `${origin}/auth?error=google`,
    }),
  );
  // The client's own redirect plugin is off (lib/auth-client.ts), so the page leaves for Google here.
  if (url) window.location.assign(url);
}
