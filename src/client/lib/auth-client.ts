// The one way the client talks to Better Auth (/api/auth/*): its own browser client, with its errors
// turned into the ApiError every screen already maps to a translated message.
import { createAuthClient } from 'better-auth/client';
import { accountChangedElsewhere, accountHeader } from './account-guard';
import { ApiError } from './api';

// No default fetch plugins: their redirect plugin would follow a sign-in's callbackURL by itself and
// skip the page's own `?redirect=` (pricing sends visitors to sign in and expects them back).
export const authClient = createAuthClient({
  basePath: '/api/auth',
  disableDefaultFetchPlugins: true,
  fetchOptions: {
    // The account page's actions (sign out everywhere, change email) name the account it shows, as
    // apiFetch does: the server refuses them for another (decision 342).
    onRequest: (context) => {
      for (const [name, value] of Object.entries(accountHeader())) context.headers.set(name, value);
      return context;
    },
  },
});

interface AuthResult<T> {
  data: T | null;
  error: { status: number; code?: string; message?: string } | null;
}

/**
 * The data of an authClient call, or an ApiError carrying Better Auth's own code (e.g.
 * INVALID_EMAIL_OR_PASSWORD, PASSWORD_TOO_COMMON, TOO_MANY_REQUESTS from our limiter).
 */
export async function authCall<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error?.code === 'account_changed') accountChangedElsewhere();
  if (error)
    throw new ApiError(error.status, error.code ?? 'http_error', error.message ?? `HTTP ${error.status}`);
  return data as T;
}
