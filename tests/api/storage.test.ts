// The same suite for both object stores: the folder under data/ and an S3-compatible server that speaks
// the real protocol (s3rver on a free port), through openStorage() as the server opens it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';
import { openStorage, type ObjectStorage } from '#server/storage';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';

let s3: LocalS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-storage-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const kinds = ['folder', 's3', 's3 with a prefix'] as const;

describe.each(kinds)('object storage: %s', (kind) => {
  let store: ObjectStorage;
  beforeAll(() => {
    const url =
      kind === 'folder' ? undefined : kind === 's3' ? s3.url : s3.url.replace('?', '/installs/one?');
    store = openStorage({ STORAGE_URL: url, DATA_DIR: dataDir });
    expect(store.kind).toBe(kind === 'folder' ? 'folder' : 's3');
  });
  afterAll(() => store.close());

  it('puts bytes and reads them back as a stream with their size', async () => {
    const bytes = new Uint8Array(randomBytes(70_000));
    await store.put('jobs/a/in/0', bytes);
    const got = await store.get('jobs/a/in/0');
    expect(got?.size).toBe(bytes.length);
    expect(Buffer.compare(Buffer.from((await store.read('jobs/a/in/0'))!), bytes)).toBe(0);
    expect(await store.exists('jobs/a/in/0')).toBe(true);
    got!.stream.destroy();
  });

  it('stores an upload file that outlives its removal, and replaces what was there', async () => {
    const source = path.join(dataDir, `upload-${kind.replace(/\W/g, '')}`);
    const bytes = randomBytes(300_000);
    fs.writeFileSync(source, bytes);
    await store.put('jobs/f/in/0', new Uint8Array([1, 2, 3]));
    await store.putFile('jobs/f/in/0', source);
    fs.rmSync(source);
    expect(Buffer.compare(Buffer.from((await store.read('jobs/f/in/0'))!), bytes)).toBe(0);
  });

  it('takes a Node stream and a web stream of unknown length, beyond one 8 MB upload part', async () => {
    const big = randomBytes(9 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: 10 }, (_, i) => big.subarray(i * 1_000_000, (i + 1) * 1_000_000));
    await store.put('jobs/b/big.bin', Readable.from(chunks));
    expect(Buffer.compare(Buffer.from((await store.read('jobs/b/big.bin'))!), big)).toBe(0);

    const web = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('hello '));
        c.enqueue(new TextEncoder().encode('world'));
        c.close();
      },
    });
    await store.put('jobs/b/web.txt', web);
    expect(Buffer.from((await store.read('jobs/b/web.txt'))!).toString()).toBe('hello world');
  });

  it('replaces an object whole on a second put', async () => {
    await store.put('jobs/c/x', new TextEncoder().encode('first version, longer'));
    await store.put('jobs/c/x', new TextEncoder().encode('second'));
    expect(Buffer.from((await store.read('jobs/c/x'))!).toString()).toBe('second');
  });

  it('answers null and false for a missing object, and deleting one is no error', async () => {
    expect(await store.get('jobs/none/here')).toBeNull();
    expect(await store.read('jobs/none/here')).toBeNull();
    expect(await store.exists('jobs/none/here')).toBe(false);
    await expect(store.delete('jobs/none/here')).resolves.toBeUndefined();
    expect(await store.deletePrefix('jobs/none/')).toBe(0);
  });

  it('deletes one object, and every object under a prefix but no neighbour', async () => {
    for (const k of ['jobs/d/in/0', 'jobs/d/in/1', 'jobs/d/out/0', 'jobs/dd/in/0', 'jobs/e/x'])
      await store.put(k, new Uint8Array([1, 2, 3]));
    await store.delete('jobs/e/x');
    expect(await store.exists('jobs/e/x')).toBe(false);
    expect(await store.deletePrefix('jobs/d/')).toBe(3);
    expect(await store.exists('jobs/d/in/0')).toBe(false);
    expect(await store.exists('jobs/d/out/0')).toBe(false);
    expect(await store.exists('jobs/dd/in/0')).toBe(true);
  });

  it('deletes a prefix while objects are still being written under it (a job cancelled mid-photo)', async () => {
    const bytes = new Uint8Array(randomBytes(40_000));
    for (let round = 0; round < 5; round++) {
      // Settled as they go: a write the deletion overtook may fail (its folder is gone) or land.
      const writes = Promise.allSettled(
        Array.from({ length: 40 }, (_, i) => store.put(`jobs/w/out/${round}-${i}`, bytes)),
      );
      await expect(store.deletePrefix('jobs/w/')).resolves.toBeGreaterThanOrEqual(0);
      for (const w of await writes)
        if (w.status === 'rejected') expect((w.reason as NodeJS.ErrnoException).code).toBe('ENOENT');
    }
    // What landed after the walk goes with the next deletion, as the run's own clean-up does.
    await store.deletePrefix('jobs/w/');
    expect(await store.exists('jobs/w/out/4-39')).toBe(false);
  });

  it.each(['../escape', '/abs', 'a//b', '', 'a/../b', '.hidden', 'a/b/'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
    },
  );

  it('refuses a prefix that is not a folder', async () => {
    await expect(store.deletePrefix('jobs/d')).rejects.toThrow(/ends with "\/"/);
  });
});

describe('STORAGE_URL', () => {
  it('keeps S3 objects under the prefix the URL names', async () => {
    const scoped = openStorage({ STORAGE_URL: s3.url.replace('?', '/tenant-a?'), DATA_DIR: dataDir });
    const plain = openStorage({ STORAGE_URL: s3.url, DATA_DIR: dataDir });
    await scoped.put('jobs/p/x', new Uint8Array([9]));
    expect(await plain.exists('tenant-a/jobs/p/x')).toBe(true);
    expect(await plain.exists('jobs/p/x')).toBe(false);
    await Promise.all([scoped.close(), plain.close()]);
  });

  it('puts the folder store under DATA_DIR by default', async () => {
    const store = openStorage({ STORAGE_URL: undefined, DATA_DIR: dataDir });
    await store.put('jobs/f/x', new Uint8Array([7]));
    expect(fs.readFileSync(path.join(dataDir, 'storage/jobs/f/x'))).toEqual(Buffer.from([7]));
  });

  it.each([
    ['http://bucket', /s3:\/\/bucket/],
    ['s3://', /s3:\/\//],
    ['s3://b?endpoint=ftp://x', /endpoint must be an http/],
  ])('refuses %j at start-up with a readable problem', (url, message) => {
    let err: unknown;
    try {
      loadConfig({ STORAGE_URL: url });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems.join('\n')).toMatch(/STORAGE_URL/);
    expect((err as ConfigError).problems.join('\n')).toMatch(message);
  });
});
