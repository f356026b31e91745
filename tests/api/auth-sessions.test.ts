import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client, cookieFrom, signUp, signedInAs } from '../helpers/auth';

describe.each(DB_KINDS)('session extension on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('extends a session used a day after sign-in and renews its cookie (30 days of inactivity to expire)', async () => {
    const u = await signUp(t);
    const DAY = 24 * 60 * 60 * 1000;
    // Pretend the session was created 2 days ago: its end is 28 days away.
    const ends = new Date(Date.now() + 28 * DAY);
    await t.db.db
      .updateTable('session')
      .set({ expiresAt: kind === 'sqlite' ? ends.toISOString() : ends })
      .where('userId', '=', u.id)
      .execute();
    const res = await u.request('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /logobatch\.session_token=.+Max-Age=2592000/.test(c))).toBe(
      true,
    );
    const row = await t.db.db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // A fresh session is read without any write.
    const again = await u.request('/api/me');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an expired session and a forged cookie', async () => {
    const u = await signUp(t);
    const forged = client(
      t,
      u.cookie.replace(
        /session_token=([^.;]+)\.[^;]+/,
        'session_token=$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D',
      ),
    );
    expect(await signedInAs(forged)).toBeNull();
    const past = new Date(Date.now() - 1000);
    await t.db.db
      .updateTable('session')
      .set({ expiresAt: kind === 'sqlite' ? past.toISOString() : past })
      .where('userId', '=', u.id)
      .execute();
    expect(await signedInAs(u)).toBeNull();
  });
});

describe.each(DB_KINDS)('cookies behind https on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://logobatch.example' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure and reads it back', async () => {
    const res = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://logobatch.example',
        'X-Forwarded-For': '10.9.9.9',
      },
      body: JSON.stringify({ email: 'secure@example.com', password: 'secret-pass', name: 'Sec' }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.includes('logobatch.session_token='));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    const me = await t.app.request('/api/me', { headers: { Cookie: cookieFrom(res) } });
    expect(me.status).toBe(200);
  });
});
