import { betterAuth, getCurrentAdapter, type DBAdapter } from 'better-auth';
import { APIError } from 'better-auth/api';
import { TEXT_ERRORS } from '#shared/schemas/text';
import type { AppDeps } from '../deps';
import type { Mailer } from '../services/mail';
import { authEmail } from './emails';
import { authSchemaOptions } from './schema-options';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './fast-session';
import { trustedOrigins } from './local-install';
import { MIN_PASSWORD_LENGTH, refuseCommonPasswords } from './password-rules';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable';

const DAY = 60 * 60 * 24;
/** getCurrentAdapter's answer outside a Better Auth request. */
const NO_ADAPTER = undefined as unknown as DBAdapter;
/** The header our route sets from clientIp(); Better Auth records it on sessions. */
export const CLIENT_IP_HEADER = 'x-lb-client-ip';

/** `secret` comes from resolveAuthSecret() (AUTH_SECRET, or generated into DATA_DIR). */
export function createAuth({ config, dbh }: Pick<AppDeps, 'config' | 'dbh'>, mailer: Mailer, secret: string) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : undefined;
  const schema = authSchemaOptions(dbh.db, dbh.kind);
  return betterAuth({
    ...schema,
    appName: 'LogoBatch',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      // A reset proves control of the mailbox: end every other session (a thief's included).
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.send(authEmail('resetPassword', user, url)),
      // With confirmation required, Better Auth answers a sign-up for a known email exactly like a
      // new one; the owner hears of it by mail instead of the caller learning the address exists.
      onExistingUserSignUp: async ({ user }) =>
        mailer.send(
          authEmail(
            'existingAccount',
            user as typeof user & { language?: string },
            `${config.publicUrl}/auth`,
          ),
        ),
    },
    emailVerification: {
      sendOnSignUp: config.REQUIRE_EMAIL_VERIFICATION,
      // A user who lost the first mail gets a fresh link by trying to sign in.
      sendOnSignIn: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      // Also used for a change of address: Better Auth then passes the new address as user.email.
      sendVerificationEmail: async ({ user, url }) => {
        // Read through Better Auth's adapter of this request: during a PostgreSQL sign-up that is the
        // sign-up's own transaction (decision 369). Another pooled connection waited for a free one
        // while each transaction held its own, so ten sign-ups at once held the whole pool and stalled.
        // auth.api calls made outside a request have none; our connection reads committed rows there.
        const adapter = await getCurrentAdapter(NO_ADAPTER);
        const where = [{ field: 'id', value: user.id }];
        const stored = adapter
          ? await adapter.findOne<{ email: string }>({ model: 'user', where, select: ['email'] })
          : await dbh.db.selectFrom('user').select('email').where('id', '=', user.id).executeTakeFirst();
        const kind = stored && stored.email !== user.email ? 'changeEmail' : 'verifyEmail';
        await mailer.send(authEmail(kind, user as typeof user & { language?: string }, url));
      },
    },
    user: {
      ...schema.user,
      // A new address takes effect only once its link is followed (sent to the new address).
      changeEmail: { enabled: true },
    },
    socialProviders: google,
    session: {
      // Signed out after 30 days without a visit; each day of use pushes the end back.
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    // Our own limiter in routes.ts does every per-address rule, on the client's network (networkOf).
    rateLimit: { enabled: false },
    hooks: { before: refuseCommonPasswords },
    databaseHooks: {
      user: { create: { before: refuseNul }, update: { before: refuseNul } },
    },
    onAPIError: {
      // A lost database connection answers 503 through app.onError, as on every other route;
      // anything else is logged the way Better Auth does by default and answers its 500.
      onError(e, ctx) {
        if (isDatabaseUnavailable(e)) throw databaseUnavailable();
        ctx.logger.error(e instanceof Error ? e.name : '', e);
      },
    },
    advanced: {
      cookiePrefix: 'logobatch',
      // Better Auth skips its Origin/CSRF check under NODE_ENV=test; keep it, so tests see production.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // migrateAuthTables() brings the schema up to date at start; no second check at runtime.
      database: { validateSchema: false },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The same rule as the shared schemas' storedText(): both databases refuse NUL alike. */
async function refuseNul(user: Record<string, unknown>) {
  if (Object.values(user).some((v) => typeof v === 'string' && v.includes('\u0000'))) {
    throw new APIError('BAD_REQUEST', { code: TEXT_ERRORS.nul.code, message: TEXT_ERRORS.nul.message });
  }
}
