import { describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { readUser } from '../helpers/billing-users';
import { signUp } from '../helpers/auth';
import { at, payload, useWebhookApp } from '../helpers/webhooks';

describe.each(DB_KINDS)('Lemon Squeezy webhooks: duplicates and order on %s', (kind) => {
  const w = useWebhookApp(kind);
  const { deliver, events } = w;

  it('applies the same event only once, even after newer ones', async () => {
    const uDup = (await signUp(w.t)).id;
    const created = payload({ name: 'subscription_created', sub: '902', user: uDup, updated: at(-1) });
    expect(await (await deliver(created)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(created)).json()).toMatchObject({ outcome: 'duplicate' });
    const ends = at(20);
    await deliver(
      payload({
        name: 'subscription_cancelled',
        sub: '902',
        user: uDup,
        status: 'cancelled',
        ends,
        updated: at(0),
      }),
    );
    const again = await deliver(created);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await readUser(w.t.db.db, uDup)).toMatchObject({
      subscription_status: 'cancelled',
      subscription_expires_at: ends,
    });
    expect((await events()).filter((e) => e.subscription_id === '902')).toHaveLength(2);
  });

  it('applies two simultaneous deliveries of one event once', async () => {
    const uSim = (await signUp(w.t)).id;
    const body = payload({ name: 'subscription_created', sub: '908', user: uSim, updated: at(0) });
    const outcomes = await Promise.all(
      [deliver(body), deliver(body), deliver(body)].map(
        async (r) => ((await (await r).json()) as { outcome: string }).outcome,
      ),
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await events()).filter((e) => e.subscription_id === '908')).toHaveLength(1);
  });

  it('keeps the newest state when events arrive out of order', async () => {
    const uOrder = (await signUp(w.t)).id;
    const ends = at(10);
    const newer = payload({
      name: 'subscription_cancelled',
      sub: '903',
      user: uOrder,
      status: 'cancelled',
      ends,
      updated: at(-1),
    });
    const older = payload({ name: 'subscription_created', sub: '903', user: uOrder, updated: at(-2) });
    expect(await (await deliver(newer)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(older)).json()).toMatchObject({ outcome: 'stale' });
    expect(await readUser(w.t.db.db, uOrder)).toMatchObject({
      plan_type: 'pro',
      subscription_status: 'cancelled',
      subscription_expires_at: ends,
    });
  });

  it('does not let an event without updated_at undo a newer dated state', async () => {
    const uUndated = (await signUp(w.t)).id;
    const renews = at(30);
    const created = payload({
      name: 'subscription_created',
      sub: '910',
      user: uUndated,
      renews,
      updated: at(0),
    });
    expect(await (await deliver(created)).json()).toMatchObject({ outcome: 'applied' });
    const expired = payload({
      name: 'subscription_expired',
      sub: '910',
      user: uUndated,
      status: 'expired',
      ends: at(-5),
      updated: null,
    });
    expect(await (await deliver(expired)).json()).toMatchObject({ outcome: 'stale' });
    expect(await readUser(w.t.db.db, uUndated)).toMatchObject({
      plan_type: 'pro',
      subscription_status: 'active',
      subscription_expires_at: renews,
    });
  });

  it('applies undated events in the order they arrive when nothing dated is held', async () => {
    const uSeq = (await signUp(w.t)).id;
    const base = { sub: '911', user: uSeq, updated: null };
    const first = payload({ ...base, name: 'subscription_created', variant: 202 });
    expect(await (await deliver(first)).json()).toMatchObject({ outcome: 'applied' });
    const later = payload({ ...base, name: 'subscription_expired', variant: 202, status: 'expired' });
    expect(await (await deliver(later)).json()).toMatchObject({ outcome: 'applied' });
    expect(await readUser(w.t.db.db, uSeq)).toMatchObject({
      plan_type: 'lite',
      subscription_status: 'expired',
    });
  });

  it('does not let an old subscription override a newer running one', async () => {
    const uTwo = (await signUp(w.t)).id;
    await deliver(
      payload({ name: 'subscription_created', sub: '907', user: uTwo, variant: 202, updated: at(0) }),
    );
    const late = await deliver(
      payload({ name: 'subscription_expired', sub: '800', user: uTwo, status: 'expired', updated: at(0) }),
    );
    expect(await late.json()).toMatchObject({ outcome: 'stale' });
    expect(await readUser(w.t.db.db, uTwo)).toMatchObject({ plan_type: 'ultra', subscription_id: '907' });
  });
});
