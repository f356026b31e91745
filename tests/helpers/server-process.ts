// The real server (src/server/main.ts) in a child process, for tests that need a process to watch:
// whether it exits, how much memory it uses.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ORIGIN } from './auth';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** 'running', or the exit code (null when killed by a signal). */
  exitCode(): number | null | 'running';
  stop(): void;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  let exited: number | null | 'running' = 'running';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      AUTH_RATE_LIMIT: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.on('exit', (code) => (exited = code));
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(d));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const m = /port (\d+)/.exec(d.toString());
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on('exit', () => reject(new Error('server exited while starting')));
  });
  return {
    base,
    child,
    exitCode: () => exited,
    stop: () => {
      if (exited === 'running') child.kill('SIGTERM');
    },
  };
}

/** Signs up through the real endpoint and returns the session Cookie header. */
export async function signUpOver(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: 'a long enough password 1', name: 'Tester' }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A new API key of the signed-in user (an Ultra one), made through the account's endpoint. */
export async function apiKeyOver(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/me/api-keys`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'test' }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`API key failed: ${res.status}`);
  return ((await res.json()) as { key: string }).key;
}

/** `npm run worker` (src/server/worker-main.ts) in a child process; resolves once it takes jobs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker-main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (/taking API jobs/.test(d.toString())) resolve();
    });
    child.on('exit', (code) => reject(new Error(`worker exited while starting (${code})`)));
  });
  return child;
}
