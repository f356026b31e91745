import { authPost } from './client';

export const signInEmail = (email: string, password: string) =>
  authPost<{ token: string | null }>('/sign-in/email', { email, password, rememberMe: true });
