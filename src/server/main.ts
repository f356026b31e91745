import path from 'node:path';
import { serve } from '@hono/node-server';
import { boot } from './boot';
import { createApp } from './app';
import { scheduleRetention } from './services/retention';
import { startJobsRuntime } from './jobs/runtime';
import { scheduleProjectObjectSweep } from './services/project-photo-objects';

async function main() {
  const { config, dbh } = await boot();
  const runtime = await startJobsRuntime(config, dbh, { work: config.RUN_JOBS });
  const app = createApp(
    { config, dbh, now: () => new Date(), jobs: runtime.jobs },
    { clientDir: path.resolve(import.meta.dirname, '../../dist/client') },
  );
  scheduleRetention(dbh.db, () => new Date());
  scheduleProjectObjectSweep(dbh.db, runtime.jobs.storage, () => new Date());
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`LogoBatch listening on ${config.publicUrl} (port ${info.port}, ${dbh.kind} database)`);
  });
  // Finish the requests in flight before closing the database (they would fail on a closed pool).
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const exit = () =>
      void runtime
        .stop()
        .catch((e: unknown) => console.error('Stopping jobs failed:', e))
        .finally(() => void dbh.close().finally(() => process.exit(0)));
    server.close(exit);
    setTimeout(exit, 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
