// A photo's end is written only while its run holds the job. A cancel that commits while the photo's
// write waits must win: the write then sees the cancelled job and leaves the photo as it was.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestDb, DB_KINDS, type TestDb } from '../helpers/test-db';
import { createJobStore } from '#server/jobs/store';
import type { JobSpec } from '#server/jobs/spec';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DB_KINDS)('a photo ending beside a cancel (%s)', (kind) => {
  let db: TestDb;
  beforeEach(async () => {
    db = await createTestDb(kind);
  }, 60_000);
  afterEach(async () => {
    await db?.drop();
  });

  async function runningJob() {
    const store = createJobStore(db.db, kind, () => new Date());
    const userId = randomUUID();
    const at = new Date().toISOString();
    await db.db
      .insertInto('user')
      .values({
        id: userId,
        name: 'Dana',
        email: `${userId}@example.com`,
        emailVerified: kind === 'postgres' ? false : 0,
        image: null,
        createdAt: at,
        updatedAt: at,
        language: null,
        subscription_id: null,
        subscription_status: null,
        subscription_expires_at: null,
      })
      .execute();
    const keyId = randomUUID();
    await db.db
      .insertInto('api_keys')
      .values({
        id: keyId,
        user_id: userId,
        name: 'k',
        prefix: 'lb_live_x',
        hash: keyId,
        created_at: at,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    const id = randomUUID();
    const photos = [{ name: 'a.jpg', type: 'image/jpeg' }];
    expect(
      await store.create(
        { id, userId, keyId, spec: {} as JobSpec, photos, callbackUrl: null, callbackSecret: null },
        100,
      ),
    ).not.toBeNull();
    const claimed = await store.claim(id);
    expect(claimed?.attempt).toBe(1);
    return { store, id, attempt: claimed!.attempt };
  }

  it('leaves the photo pending when the cancel commits first', async () => {
    const { store, id, attempt } = await runningJob();
    let wrote = false;
    await db.db.transaction().execute(async (trx) => {
      // The cancel's own write, held open while the photo's end is attempted.
      await trx.updateTable('api_jobs').set({ status: 'cancelled' }).where('id', '=', id).execute();
      void store.photoDone(id, attempt, 0, 123).then(() => (wrote = true));
      await sleep(300);
    });
    await expect.poll(() => wrote, { timeout: 5_000 }).toBe(true);
    const photos = await store.photos(id);
    expect(photos.map((p) => p.state)).toEqual(['pending']);
  }, 20_000);

  it('records the photo while the run holds the job', async () => {
    const { store, id, attempt } = await runningJob();
    await store.photoDone(id, attempt, 0, 123);
    expect((await store.photos(id)).map((p) => p.state)).toEqual(['done']);
  });
});
