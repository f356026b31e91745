// A private PostgreSQL cluster in a temporary directory, for tests that stop and start the database
// under a running server: stopping the shared one would break every other test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

/** The newest PostgreSQL whose server binaries are installed, and who may run them; or why not. */
function findCluster(): { bin: string; asRoot: boolean } | string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((b) => fs.existsSync(path.join(b, 'initdb')) && fs.existsSync(path.join(b, 'pg_ctl')));
  if (!bin) return 'PostgreSQL server binaries (initdb, pg_ctl) are not installed';
  // initdb refuses to run as root, so root runs it as the postgres OS user.
  if (os.userInfo().username === 'postgres') return { bin, asRoot: false };
  if (process.getuid?.() !== 0) return 'needs root or the postgres OS user to run initdb and pg_ctl';
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    return 'there is no postgres OS user to own the cluster';
  }
  return { bin, asRoot: true };
}

const found = findCluster();
/** Why no private cluster can run here; '' when one can. */
export const clusterSkipReason = typeof found === 'string' ? found : '';

export interface PrivateCluster {
  dir: string;
  /** A database of its own, owned by a role of its own, with trust authentication. */
  url: string;
  /** pg_ctl on this cluster: 'stop' with ['-m', 'fast'], 'start', 'restart'... waiting for it. */
  ctl(action: string, ...args: string[]): Promise<unknown>;
  /** Stops the cluster at once and removes its files. */
  remove(): Promise<void>;
}

export async function startPrivateCluster(name: string): Promise<PrivateCluster> {
  if (typeof found === 'string') throw new Error(found);
  const { bin, asRoot } = found;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `logobatch-${name}-`));
  const pgdata = path.join(dir, 'data');
  /** Runs a PostgreSQL binary as the postgres OS user, from a directory it may read. */
  const pgRun = (tool: string, ...args: string[]) => {
    const file = path.join(bin, tool);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    return run(cmd, argv, { cwd: dir, timeout: 30_000 });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']));
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  await pgRun(
    'initdb',
    '-D',
    pgdata,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--no-locale',
    '-E',
    'UTF8',
  );
  const port = await freePort();
  // -l sends the postmaster's output to a file: otherwise it holds our pipe and pg_ctl never returns.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(dir, 'pg.log');
  const ctl = (action: string, ...args: string[]) =>
    pgRun('pg_ctl', action, '-D', pgdata, '-l', log, '-w', '-t', '20', '-o', opts, ...args);
  await ctl('start');
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE ROLE ${name} LOGIN`);
  await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
  await admin.end();
  return {
    dir,
    url: `postgres://${name}@127.0.0.1:${port}/${name}`,
    ctl,
    async remove() {
      if (fs.existsSync(path.join(pgdata, 'postmaster.pid')))
        await pgRun('pg_ctl', 'stop', '-D', pgdata, '-m', 'immediate', '-w').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
