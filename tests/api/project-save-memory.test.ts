// A multipart save streams each photo to disk and writes them one at a time, so the server's
// memory grows by a few photos' worth, not by the whole request (measured on the real process).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../helpers/auth';
import { fixture, jpeg, projectForm } from '../helpers/projects';
import { signUpOver, startServerProcess, type ServerProcess } from '../helpers/server-process';

const MB = 1024 * 1024;
const PHOTO_BYTES = 8 * MB;
const PHOTOS = 12;

/** kB figures from /proc: VmRSS now, VmHWM the peak since the last reset. */
function memory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

describe.skipIf(process.platform !== 'linux')('peak memory of a large project save', () => {
  let server: ServerProcess;
  let cookie = '';
  let dataDir = '';
  let photo: Uint8Array;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-memory-'));
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, 'm.db') });
    cookie = await signUpOver(server.base, 'memory@example.com');
    // A real JPEG header (all the checks read) padded to a large photo's size.
    photo = new Uint8Array(PHOTO_BYTES);
    photo.set(await jpeg(1, 64, 48));
  }, 60_000);
  afterAll(() => {
    server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const save = (count: number) =>
    fetch(`${server.base}/api/projects`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie },
      body: projectForm(
        `Big ${count}`,
        Array.from({ length: count }, (_, i) => ({ name: `p${i}.jpg`, bytes: photo })),
        { name: 'logo.png', bytes: fixture('logo.png') },
      ),
    });

  it(`grows by well under the request size for ${PHOTOS} photos of ${PHOTO_BYTES / MB} MB`, async () => {
    expect((await save(1)).status).toBe(201); // warms up every code path first
    const pid = server.child.pid!;
    const before = memory(pid);
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    const res = await save(PHOTOS);
    expect(res.status).toBe(201);
    const growth = memory(pid).peak - before.rss;
    const request = PHOTOS * PHOTO_BYTES;
    console.log(
      `project save of ${request / MB} MB: peak RSS growth ${(growth / MB).toFixed(1)} MB (largest photo ${PHOTO_BYTES / MB} MB)`,
    );
    // Buffering the request would grow by at least its size (the old parseBody held ~2x).
    expect(growth).toBeLessThan(request / 2);
  }, 120_000);
});
