import { describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { readUser } from '../helpers/billing-users';
import { signUp } from '../helpers/auth';
import { effectiveTier } from '#shared/plans';
import { DAY, at, payload, useWebhookApp } from '../helpers/webhooks';

describe.each(DB_KINDS)('Lemon Squeezy webhooks: plans and matching users on %s', (kind) => {
  const w = useWebhookApp(kind);
  const { deliver, events } = w;

  it('takes the plan only from a configured variant: an unknown one is ignored, whatever custom data says', async () => {
    const uVariant = (await signUp(w.t)).id;
    const res = await deliver(
      payload({
        name: 'subscription_created',
        sub: '912',
        user: uVariant,
        variant: 999,
        planType: 'ultra',
        updated: at(0),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'ignored' });
    expect(await readUser(w.t.db.db, uVariant)).toEqual({
      plan_type: 'lite',
      subscription_id: null,
      subscription_status: null,
      subscription_expires_at: null,
    });
    expect((await events()).find((e) => e.subscription_id === '912')).toMatchObject({ outcome: 'ignored' });
  });

  it('lets a cancelled plan run to its end date, then counts it as lite; expiry sets lite', async () => {
    const uExp = (await signUp(w.t)).id;
    const ends = at(3);
    await deliver(
      payload({
        name: 'subscription_cancelled',
        sub: '904',
        user: uExp,
        status: 'cancelled',
        ends,
        updated: at(-1),
      }),
    );
    const u = await readUser(w.t.db.db, uExp);
    expect(effectiveTier(u.plan_type, u.subscription_status, u.subscription_expires_at, new Date())).toBe(
      'pro',
    );
    expect(
      effectiveTier(
        u.plan_type,
        u.subscription_status,
        u.subscription_expires_at,
        new Date(Date.now() + 4 * DAY),
      ),
    ).toBe('lite');
    await deliver(
      payload({
        name: 'subscription_expired',
        sub: '904',
        user: uExp,
        status: 'expired',
        ends,
        updated: at(0),
      }),
    );
    expect(await readUser(w.t.db.db, uExp)).toMatchObject({
      plan_type: 'lite',
      subscription_status: 'expired',
    });
  });

  it('finds the user by subscription or email when custom data is missing, and leaves unknown payers unmatched', async () => {
    const uMail = (await signUp(w.t, { email: 'payer@example.com' })).id;
    const res = await deliver(
      payload({ name: 'subscription_created', sub: '905', email: 'payer@example.com', updated: at(0) }),
    );
    expect(await res.json()).toMatchObject({ outcome: 'applied' });
    expect(await readUser(w.t.db.db, uMail)).toMatchObject({ plan_type: 'pro', subscription_id: '905' });
    const stranger = await deliver(
      payload({ name: 'subscription_created', sub: '906', email: 'nobody@example.com', updated: at(0) }),
    );
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toMatchObject({ outcome: 'unmatched' });
  });
});
