import { sql, type Kysely, type Transaction } from 'kysely';
import type { DbKind } from './index';
import type { Database } from './schema';

/**
 * Serialises one user's capped writes (projects, presets, API keys) inside a transaction on
 * PostgreSQL, so two requests at once cannot both pass a count check. SQLite needs nothing: its
 * writes are serialised already.
 */
export async function lockUser(
  tx: Transaction<Database> | Kysely<Database>,
  kind: DbKind,
  userId: string,
): Promise<void> {
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${userId}))`.execute(tx);
}
