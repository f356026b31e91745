import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client, signUp, signedInAs } from '../helpers/auth';

describe.each(DB_KINDS)('auth accounts and sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('registers with full name, email and password and is signed in at once', async () => {
    const u = await signUp(t, { name: 'Dana Cohen' });
    const me = await u.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: u.id, email: u.email, name: 'Dana Cohen', tier: 'lite' });
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lasts 30 days', async () => {
    const c = client(t);
    const res = await c.request('/api/auth/sign-up/email', {
      json: { email: 'cookie@example.com', password: 'secret-pass', name: 'C' },
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((s) => s.startsWith('logobatch.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i); // PUBLIC_URL is http here
    expect(session).toMatch(new RegExp(`Max-Age=${30 * 24 * 60 * 60}`));
  });

  it('refuses a password under 6 characters and a duplicate email', async () => {
    const c = client(t);
    const short = await c.request('/api/auth/sign-up/email', {
      json: { email: 'short@example.com', password: '12345', name: 'S' },
    });
    expect(short.status).toBe(400);
    const u = await signUp(t);
    const dup = await client(t).request('/api/auth/sign-up/email', {
      json: { email: u.email, password: 'another-pass', name: 'X' },
    });
    expect(dup.status).toBeGreaterThanOrEqual(400);
  });

  it('signs in, rejects a wrong password, and signs out', async () => {
    const u = await signUp(t);
    const c = client(t);
    const wrong = await c.request('/api/auth/sign-in/email', {
      json: { email: u.email, password: 'not-it' },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()) as { message: string }).toMatchObject({ message: expect.any(String) });
    expect(await signedInAs(c)).toBeNull();

    const ok = await c.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } });
    expect(ok.status).toBe(200);
    expect(await signedInAs(c)).toBe(u.id);

    const out = await c.request('/api/auth/sign-out', { json: {} });
    expect(out.status).toBe(200);
    expect(await signedInAs(c)).toBeNull();
    // The other session (from sign-up) is untouched by a plain sign-out.
    expect(await signedInAs(u)).toBe(u.id);
  });

  it('signs out everywhere on request', async () => {
    const u = await signUp(t);
    const other = client(t);
    await other.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } });
    expect(await signedInAs(other)).toBe(u.id);
    const res = await u.request('/api/auth/revoke-sessions', { json: {} });
    expect(res.status).toBe(200);
    expect(await signedInAs(other)).toBeNull();
    expect(await signedInAs(u)).toBeNull();
  });

  it('refuses a POST without a trusted Origin', async () => {
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://evil.example',
        Cookie: 'logobatch.session_token=x',
      },
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever' }),
    });
    expect(res.status).toBe(403);
  });

  it('limits sign-in attempts per address, with the counter in the database', async () => {
    const c = client(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await c.request('/api/auth/sign-in/email', {
        json: { email: `x${i}@example.com`, password: 'nope-nope' },
      });
      statuses.push(res.status);
    }
    expect(statuses[10]).toBe(429);
    // The per-address counters live in the database, shared by every instance.
    const { rows } = await sql<{ n: number }>`select count(*) as n from auth_attempts`.execute(t.db.db);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('tells the client whether Google sign-in is available (not configured here)', async () => {
    const res = await t.app.request('/api/auth/config');
    expect(await res.json()).toEqual({ google: false, emailVerification: false });
  });
});
