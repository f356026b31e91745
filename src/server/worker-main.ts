// `npm run worker`: a process that only runs API jobs (no HTTP). Several of them, and the servers, share
// the queue on PostgreSQL (pg-boss) and the object store; stopping one (SIGTERM) lets its current photo
// finish, and killing one outright costs only the lease: the job is retried elsewhere.
import { boot } from './boot';
import { startJobsRuntime } from './jobs/runtime';

async function main() {
  const { config, dbh } = await boot();
  const runtime = await startJobsRuntime(config, dbh, { work: true });
  console.log(`LogoBatch worker ${process.pid} taking API jobs (${dbh.kind} database)`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void runtime
      .stop()
      .catch((e: unknown) => console.error('Stopping the worker failed:', e))
      .finally(() => void dbh.close().finally(() => process.exit(0)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
