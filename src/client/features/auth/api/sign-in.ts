import { authPost } from './client';

/** callbackURL: where the confirmation link (re-sent on sign-in while unconfirmed) lands. */
export const signInEmail = (email: string, password: string) =>
  authPost<{ token: string | null }>('/sign-in/email', {
    email,
    password,
    rememberMe: true,
    callbackURL: '/editor',
  });
