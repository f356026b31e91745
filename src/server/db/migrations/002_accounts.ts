import type { Kysely } from 'kysely';

// Better Auth has created "user" before this runs (see migrate.ts). Plan columns live on it so
// /api/me and the quota read one row; the billing webhooks write them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('plan_type', 'varchar(16)', (c) => c.notNull().defaultTo('lite'))
    .execute();
  await db.schema.alterTable('user').addColumn('subscription_id', 'varchar(255)').execute();
  await db.schema.alterTable('user').addColumn('subscription_status', 'varchar(32)').execute();
  // ISO-8601 UTC text, like every date of ours.
  await db.schema.alterTable('user').addColumn('subscription_expires_at', 'varchar(32)').execute();

  // Today's usage is today's row: the midnight-UTC reset needs no job.
  await db.schema
    .createTable('usage_daily')
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    // The day's limit when it was last used, so history percentages survive a plan change.
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_pk', ['user_id', 'day'])
    .execute();

  // Per-account attempt counters for sign-in, sign-up and reset (Better Auth limits per IP only).
  await db.schema
    .createTable('auth_attempts')
    .addColumn('key', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_attempts').ifExists().execute();
  await db.schema.dropTable('usage_daily').ifExists().execute();
  for (const col of ['subscription_expires_at', 'subscription_status', 'subscription_id', 'plan_type']) {
    await db.schema.alterTable('user').dropColumn(col).execute();
  }
}
