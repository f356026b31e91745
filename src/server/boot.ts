// Start-up shared by the server and `npm run worker`: the configuration checked (a bad one stops the
// process with the list of what is wrong), the database opened and migrated.
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DbHandle } from './db';
import { migrateToLatest } from './db/migrate';

export async function boot(): Promise<{ config: Config; dbh: DbHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const dbh = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  await migrateToLatest(dbh.db);
  return { config, dbh };
}
