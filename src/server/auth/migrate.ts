import { PostgresAdapter, type Kysely } from 'kysely';
import { getMigrations } from 'better-auth/db/migration';
import { authSchemaOptions } from './schema-options';

/**
 * Creates or extends Better Auth's tables (user, session, account, verification, rateLimit).
 * Idempotent: it only adds what is missing, so it runs on every start, before our own
 * migrations (which add plan columns to "user").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs before the typed schema exists
export async function migrateAuthTables(db: Kysely<any>): Promise<void> {
  const kind = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  // Quiet: it warns about bigint columns it created itself on PostgreSQL (int8 vs number).
  const options = { ...authSchemaOptions(db, kind), logger: { level: 'error' as const } };
  const { runMigrations } = await getMigrations(options);
  await runMigrations();
}
