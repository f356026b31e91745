// The one server of a SQLite install, killed (SIGKILL) mid-job and started again: the job goes on at
// once, not after its lease (with the default 120 s + 10 s a photo, minutes), and ends with every photo
// exactly once in its zip, charged once each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../helpers/auth';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { apiKeyOver, signUpOver, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { everyPhotoOnce, jobOver, resultOver, submitOver, widthTagged } from '../helpers/api-jobs-over';

const PHOTOS = 16;

describe('a SQLite server killed mid-job', () => {
  let db: TestDb;
  let server: ServerProcess | null = null;
  // The default lease stands; the silence after which a run counts as dead is short, for the test.
  const env = () => ({
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    AUTH_SECRET: 'a'.repeat(40),
    JOBS_PHOTO_CONCURRENCY: '1',
    JOBS_SILENT_SECONDS: '3',
  });
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    server = await startServerProcess(env());
  }, 60_000);
  afterAll(async () => {
    server?.stop();
    await db?.drop();
  });

  it('resumes the job as soon as it is back, each photo done and charged once', async () => {
    const cookie = await signUpOver(server!.base, `killed-${Date.now()}@example.com`);
    await db.db.updateTable('user').set({ plan_type: 'ultra' }).execute();
    const client = {
      base: server!.base,
      auth: { Authorization: `Bearer ${await apiKeyOver(server!.base, cookie)}` },
    };
    const photos = await widthTagged(PHOTOS, 1600);
    const id = await submitOver(client, photos);
    // The restarted server listens on a port of its own.
    const job = () => jobOver({ ...client, base: server!.base }, id);

    await expect.poll(async () => (await job()).done, { timeout: 60_000, interval: 20 }).toBeGreaterThan(1);
    server!.child.kill('SIGKILL');
    await new Promise((r) => server!.child.once('exit', r));
    server = await startServerProcess(env());
    const restarted = Date.now();

    await expect.poll(async () => (await job()).status, { timeout: 60_000, interval: 250 }).toBe('done');
    // Silence of 3 s, a sweep every 1.5 s, a retry 5 s later: well under the lease's 280 s.
    expect(Date.now() - restarted).toBeLessThan(30_000);
    const done = await job();
    expect([done.done, done.failed.length]).toEqual([PHOTOS, 0]);

    expect(await resultOver({ ...client, base: server!.base }, id)).toEqual(everyPhotoOnce(photos, 1600));
    // The session outlives the restart: the account's own count is the photos delivered.
    const me = await fetch(`${server!.base}/api/me`, { headers: { cookie, origin: ORIGIN } });
    expect(((await me.json()) as { usageToday: number }).usageToday).toBe(PHOTOS);
  }, 150_000);
});
