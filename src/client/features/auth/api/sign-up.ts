import { authPost } from './client';

/** Returns token null when the account must confirm its email before a session exists. */
export const signUpEmail = (input: { name: string; email: string; password: string; language: string }) =>
  authPost<{ token: string | null }>('/sign-up/email', { ...input, callbackURL: '/editor' });
