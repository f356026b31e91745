import { Migrator, PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { migrateAuthTables } from '../auth/migrate';
import * as m001 from './migrations/001_app_meta';
import * as m002 from './migrations/002_accounts';
import * as m003 from './migrations/003_projects';
import * as m004 from './migrations/004_billing_contact';
import * as m005 from './migrations/005_usage_reservations';
import * as m006 from './migrations/006_project_image_chunks';
import * as m007 from './migrations/007_export_settings';
import * as m008 from './migrations/008_presets_and_layers';
import * as m009 from './migrations/009_api_keys';
import * as m010 from './migrations/010_api_jobs';
import * as m011 from './migrations/011_project_photo_objects';
import * as m012 from './migrations/012_api_job_tidied';

// Static list (not a folder scan) so migrations work the same from tsx, tests and bundles.
// Each issue appends its own file here; names sort in the order they must run.
const migrations: Record<string, Migration> = {
  '001_app_meta': m001,
  '002_accounts': m002,
  '003_projects': m003,
  '004_billing_contact': m004,
  '005_usage_reservations': m005,
  '006_project_image_chunks': m006,
  '007_export_settings': m007,
  '008_presets_and_layers': m008,
  '009_api_keys': m009,
  '010_api_jobs': m010,
  '011_project_photo_objects': m011,
  '012_api_job_tidied': m012,
};

/**
 * Any number for pg_advisory_lock, the same in every process: the server and `npm run worker`
 * processes started together on a fresh database would otherwise all create Better Auth's tables at
 * once, and all but one would die on "relation already exists" (decision 345).
 */
const MIGRATION_LOCK = 7_345_001;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrateAll(db);
  // A session lock, so on one connection: the others wait for it, then find nothing left to do.
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await migrateAll(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
async function migrateAll(db: Kysely<any>): Promise<void> {
  // Better Auth's tables first: our migrations add columns to its "user" table.
  await migrateAuthTables(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
