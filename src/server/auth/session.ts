import type { Context, MiddlewareHandler } from 'hono';
import { unauthorized } from '../http-error';
import type { Auth } from './auth';

/** The signed-in user as our routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  /** The full name as entered (may be empty); see displayName() for what to show. */
  name: string;
  emailVerified: boolean;
  language: string;
}

export type AuthEnv = { Variables: { auth: Auth; sessionUser?: SessionUser | null } };

/** Mounted once on /api by app.ts: makes the auth instance reachable from any route's context. */
export function provideAuth(auth: Auth): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set('auth', auth);
    await next();
  };
}

/**
 * The user of this request's session cookie, or null. Looked up at most once per request
 * (cached on the context), and only by routes that ask, so public routes cost no query.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's Context, whatever its Env
export async function getSessionUser(c: Context<any>): Promise<SessionUser | null> {
  const ctx = c as Context<AuthEnv>;
  const cached = ctx.get('sessionUser');
  if (cached !== undefined) return cached;
  const auth = ctx.get('auth');
  if (!auth) throw new Error('getSessionUser: provideAuth() is not mounted on this app');
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const user: SessionUser | null = session
    ? {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name ?? '',
        emailVerified: !!session.user.emailVerified,
        language: (session.user as { language?: string | null }).language ?? 'en',
      }
    : null;
  ctx.set('sessionUser', user);
  return user;
}

/**
 * The signed-in user, or a 401 `unauthorized` HttpError. Use it first thing in any handler that
 * touches a user's data, and filter every query by the returned `id`:
 *
 *   const user = await requireUser(c);
 *   db.selectFrom('projects').where('user_id', '=', user.id)...
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's Context, whatever its Env
export async function requireUser(c: Context<any>): Promise<SessionUser> {
  const user = await getSessionUser(c);
  if (!user) throw unauthorized();
  return user;
}

/** The name the product shows: full name, else the part of the email before @, else "User". */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email?.split('@')[0]?.trim() || 'User';
}
