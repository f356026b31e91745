import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ACCOUNT_HEADER } from '#shared/schemas/me';
import { accountChanged, unauthorized } from '../http-error';
import type { Auth } from './auth';
import {
  createSessionReader,
  toSessionUser,
  type SessionAccount,
  type SessionReader,
  type SessionUser,
} from './fast-session';

export type AuthEnv = {
  Variables: {
    auth: Auth;
    readSession: SessionReader;
    now: () => Date;
    sessionUser?: SessionUser | null;
    sessionAccount?: SessionAccount;
  };
};

/** Mounted once on /api by app.ts: makes the auth instance reachable from any route's context. */
export function provideAuth(
  auth: Auth,
  db: Kysely<Database>,
  secret: string,
  now: () => Date,
): MiddlewareHandler<AuthEnv> {
  let reader: Promise<SessionReader> | null = null;
  return async (c, next) => {
    reader ??= auth.$context.then((ctx) =>
      createSessionReader(db, secret, ctx.authCookies.sessionToken.name),
    );
    c.set('auth', auth);
    c.set('readSession', await reader);
    c.set('now', now);
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
  const fast = await ctx.get('readSession')(c.req.header('cookie'), ctx.get('now')());
  let user: SessionUser | null = fast === 'refresh' ? null : (fast?.user ?? null);
  if (fast && fast !== 'refresh') ctx.set('sessionAccount', fast.account);
  if (fast === 'refresh') {
    // Due for its daily extension: Better Auth extends it and renews the cookie; pass that on.
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    user = response ? toSessionUser(response.user) : null;
  }
  ctx.set('sessionUser', user);
  return user;
}

/**
 * The signed-in user, or a 401 `unauthorized` HttpError; a 409 `account_changed` when the page names
 * another account than the session's (a tab left open while another signed in as someone else).
 * Use it first thing in any handler that touches a user's data, and filter every query by the
 * returned `id`:
 *
 *   const user = await requireUser(c);
 *   db.selectFrom('projects').where('user_id', '=', user.id)...
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's Context, whatever its Env
export async function requireUser(c: Context<any>): Promise<SessionUser> {
  const user = await getSessionUser(c);
  if (!user) throw unauthorized();
  if (namesAnotherAccount(c, user.id)) throw accountChanged();
  return user;
}

/** Whether the page names an account other than `userId`, the session's (decision 339). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's Context, whatever its Env
export function namesAnotherAccount(c: Context<any>, userId: string): boolean {
  const named = c.req.header(ACCOUNT_HEADER);
  return named !== undefined && named !== userId;
}

/** requireUser() ahead of a route's validate(): a signed-out caller hears 401 before any 400. */
export const signedIn: MiddlewareHandler = async (c, next) => {
  await requireUser(c);
  await next();
};

/**
 * The signed-in user's row (plan columns, today's usage for `day`) as read with the session on
 * this request, after requireUser(); undefined when it was not read that way (then query it).
 * Saves /api/me and the quota reservation a query each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's Context, whatever its Env
export function sessionAccount(c: Context<any>): SessionAccount | undefined {
  return (c as Context<AuthEnv>).get('sessionAccount');
}

/** The name the product shows: full name, else the part of the email before @, else "User". */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email?.split('@')[0]?.trim() || 'User';
}
