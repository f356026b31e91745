import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import { utcDay } from '../services/quota';
import { APP_USER_COLUMNS } from './user-columns';

/** The signed-in user as our routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  /** The full name as entered (may be empty); see displayName() in session.ts for what to show. */
  name: string;
  emailVerified: boolean;
  language: string;
}

export const SESSION_EXPIRES_IN_S = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

/**
 * The user's row as read with the session: plan columns and today's usage come in the same query,
 * because nearly every signed-in call needs them (/api/me, the quota reservation).
 */
export type SessionAccount = Pick<
  UserTable,
  | 'id'
  | 'email'
  | 'name'
  | 'emailVerified'
  | 'language'
  | 'createdAt'
  | 'subscription_id'
  | 'subscription_status'
  | 'subscription_expires_at'
> & {
  plan_type: string;
  /** Today's count (null without a row), for `day`. */
  usage_today: number | null;
  /** The UTC day usage_today belongs to. */
  day: string;
};

export type SessionRead = { user: SessionUser; account: SessionAccount } | 'refresh' | null;

/**
 * Reads a Better Auth session cookie in one query with a synchronous HMAC check, for the hot
 * read path (/api/me is called on every page). Better Auth's getSession verifies two cookies
 * through async WebCrypto and queries the session and user apart, which costs several times more.
 * When the session is due for its daily extension the answer is 'refresh', and the caller lets
 * Better Auth do it (and set the renewed cookie), so the sliding 30-day expiry stays Better Auth's.
 */
export function createSessionReader(db: Kysely<Database>, secret: string, cookieName: string) {
  /** `usageAt`: the app's clock, which picks the usage day; session expiry runs on real time, as Better Auth's does. */
  return async function readSession(
    cookieHeader: string | undefined,
    usageAt: Date,
    now = Date.now(),
  ): Promise<SessionRead> {
    if (!cookieHeader) return null;
    const raw = parseCookies(cookieHeader, cookieName)[cookieName];
    if (!raw) return null;
    const dot = raw.lastIndexOf('.');
    if (dot < 1) return null;
    const token = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    const day = utcDay(usageAt);
    const row = await db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .leftJoin('usage_daily', (j) =>
        j.onRef('usage_daily.user_id', '=', 'user.id').on('usage_daily.day', '=', day),
      )
      .select(['session.expiresAt', ...APP_USER_COLUMNS, 'usage_daily.count as usage_today'])
      .where('session.token', '=', token)
      .executeTakeFirst();
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt).getTime();
    if (!(expiresAt > now)) return null;
    if (expiresAt - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now) return 'refresh';
    const { expiresAt: _expires, usage_today, ...userRow } = row;
    return {
      account: { ...userRow, usage_today: usage_today === null ? null : Number(usage_today), day },
      user: {
        id: row.id,
        email: row.email,
        name: row.name ?? '',
        emailVerified: !!row.emailVerified,
        language: row.language ?? 'en',
      },
    };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
