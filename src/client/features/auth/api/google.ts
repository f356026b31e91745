import { authPost } from './client';

/** Starts Google sign-in: the browser leaves for Google and comes back to /editor (or /auth with an error). */
export async function startGoogleSignIn() {
  const origin = window.location.origin;
  const { url } = await authPost<{ url: string }>('/sign-in/social', {
    provider: 'google',
    callbackURL: `${origin}/editor`,
    errorCallbackURL: `${origin}/auth?error=google`,
  });
  window.location.assign(url);
}
