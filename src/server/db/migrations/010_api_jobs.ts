import type { Kysely } from 'kysely';

// Issue 15: API jobs. A job row holds what the caller asked for and where it stands; each photo has its
// own row, so progress is written once per photo (a retried job skips what is done, and no photo can
// count twice). api_tasks is the durable queue of the in-process runner on SQLite; on PostgreSQL pg-boss
// keeps its own tables (schema "pgboss") and this one stays empty.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_jobs')
    .ifNotExists()
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // The key that submitted it; a revoked key's jobs stay the account's.
    .addColumn('key_id', 'varchar(36)')
    // queued | running | done | failed | cancelled
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // JSON text of the job's spec: layers, placements (all photos and per index), output settings, locale.
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text')
    // Signs the callback (HMAC-SHA256); sent once, in the answer that created the job.
    .addColumn('callback_secret', 'varchar(64)')
    .addColumn('callback_delivered_at', 'varchar(32)')
    .addColumn('callback_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // The quota reservation charged at submission, settled once when the job ends.
    .addColumn('reservation_id', 'varchar(36)')
    .addColumn('refunded', 'integer')
    // Raised by each run that claims the job: a run whose number is no longer current stops.
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('result_key', 'varchar(512)')
    .addColumn('result_size', 'bigint')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    // Written by the running worker after each photo: a job that stops beating is taken back.
    .addColumn('heartbeat_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)')
    // Set when the result was deleted on expiry (then GET .../result answers 410).
    .addColumn('expired_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('api_jobs_user_created')
    .ifNotExists()
    .on('api_jobs')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('api_jobs_status_expires')
    .ifNotExists()
    .on('api_jobs')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('api_job_photos')
    .ifNotExists()
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull().references('api_jobs.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    // The sniffed type; null when the file was refused at submission.
    .addColumn('type', 'varchar(32)')
    // pending | done | failed
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)')
    .addColumn('message', 'text')
    .addColumn('output_size', 'bigint')
    .addPrimaryKeyConstraint('api_job_photos_pk', ['job_id', 'idx'])
    .execute();

  await db.schema
    .createTable('api_tasks')
    .ifNotExists()
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('topic', 'varchar(32)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    // queued | active | done | failed
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_delay_s', 'integer', (c) => c.notNull())
    .addColumn('lease_s', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch: when it may run next, and when an active run's lease ends.
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('api_tasks_topic_state')
    .ifNotExists()
    .on('api_tasks')
    .columns(['topic', 'state', 'run_after'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tasks').ifExists().execute();
  await db.schema.dropTable('api_job_photos').ifExists().execute();
  await db.schema.dropTable('api_jobs').ifExists().execute();
}
