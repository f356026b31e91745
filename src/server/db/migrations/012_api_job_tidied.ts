import { sql, type Kysely } from 'kysely';

// When an ended API job's tail (working files deleted, callback queued) was done. The ending commits
// first and the tail follows, so a database or process lost in between left the callback unsent for
// good; the sweep now runs the tail again for an ended job without this mark (decision 346).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_jobs').addColumn('tidied_at', 'varchar(32)').execute();
  // Jobs that ended before this column existed had their tail run then (or lost it long ago).
  await sql`UPDATE api_jobs SET tidied_at = finished_at WHERE status IN ('done', 'failed', 'cancelled')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_jobs').dropColumn('tidied_at').execute();
}
