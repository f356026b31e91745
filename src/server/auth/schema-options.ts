import type { BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import type { DbKind } from '../db';

/**
 * The options that shape Better Auth's tables. Both the running auth instance and the
 * start-up migration build on this one object, so the schema cannot drift from the code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Better Auth takes an untyped Kysely
export function authSchemaOptions(db: Kysely<any>, kind: DbKind) {
  return {
    // On PostgreSQL a sign-up (user, password, session) commits whole or not at all, so a connection
    // lost between its writes leaves no user without a password (decision 369). SQLite keeps one
    // connection that our hooks also read through, so a transaction there would wait on itself.
    database: { db, type: kind, transaction: kind === 'postgres' },
    user: {
      additionalFields: {
        // The language mail is written in; set at sign-up, updated with PATCH /api/me.
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    // Off in auth.ts (src/server/rate-limit.ts limits instead); the table stays for installs that have it.
    rateLimit: { storage: 'database' },
  } satisfies BetterAuthOptions;
}
