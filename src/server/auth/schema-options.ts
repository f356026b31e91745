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
    database: { db, type: kind },
    user: {
      additionalFields: {
        // The language mail is written in; set at sign-up, updated with PATCH /api/me.
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    // Limiter state lives in the database so several instances share it (DESIGN.md §1).
    rateLimit: { storage: 'database' },
  } satisfies BetterAuthOptions;
}
