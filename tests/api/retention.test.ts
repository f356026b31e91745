import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/auth';
import { pruneExpiredData, usageCutoffDay } from '#server/services/retention';

describe.each(DB_KINDS)('retention on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps 12 months of usage logs and deletes older rows', async () => {
    const user = await signUp(t, { email: 'old@example.com' });
    const now = new Date('2026-11-21T10:00:00Z');
    expect(usageCutoffDay(now)).toBe('2025-11-21');
    await t.db.db
      .insertInto('usage_daily')
      .values([
        { user_id: user.id, day: '2025-11-20', count: 3, quota: 50 },
        { user_id: user.id, day: '2025-11-21', count: 4, quota: 50 },
        { user_id: user.id, day: '2026-11-21', count: 5, quota: 50 },
      ])
      .execute();
    await t.db.db
      .insertInto('usage_reservations')
      .values(
        ['2025-11-20', '2025-11-21'].map((day) => ({
          id: `00000000-0000-4000-8000-0000000000${day.slice(-2)}`,
          user_id: user.id,
          day,
          count: 1,
          delivered: null,
          settled_at: null,
          created_at: `${day}T10:00:00.000Z`,
        })),
      )
      .execute();
    expect(await pruneExpiredData(t.db.db, now)).toEqual({ usageRows: 1, reservationRows: 1 });
    const days = await t.db.db
      .selectFrom('usage_daily')
      .select('day')
      .where('user_id', '=', user.id)
      .orderBy('day')
      .execute();
    expect(days.map((d) => d.day)).toEqual(['2025-11-21', '2026-11-21']);
    const kept = await t.db.db.selectFrom('usage_reservations').select('day').execute();
    expect(kept.map((r) => r.day)).toEqual(['2025-11-21']);
  });
});
