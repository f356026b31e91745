import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, client, cookieFrom, signUp, signedInAs } from '../helpers/auth';
import { linksIn, startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher';

describe.each(DB_KINDS)('auth on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp(kind, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

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

  it('resets a forgotten password by the emailed link, which works once', async () => {
    const u = await signUp(t, { name: 'Reset Me' });
    const c = client(t);
    const ask = await c.request('/api/auth/request-password-reset', {
      json: { email: u.email, redirectTo: `${ORIGIN}/auth` },
    });
    expect(ask.status).toBe(200);
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Reset your LogoBatch password');
    expect(mail.text).toContain('Hello Reset Me,');
    const link = linksIn(mail).find((l) => l.includes('/api/auth/reset-password/'));
    expect(link).toBeDefined();

    // Following the link lands on our /auth screen with the token.
    const follow = await c.request(new URL(link!).pathname + new URL(link!).search);
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get('location')!, ORIGIN);
    expect(landing.pathname).toBe('/auth');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await c.request('/api/auth/reset-password', {
      json: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    // Every session ends with a reset.
    expect(await signedInAs(u)).toBeNull();
    const again = await c.request('/api/auth/reset-password', {
      json: { token, newPassword: 'third-pass-123' },
    });
    expect(again.status).toBe(400);

    const oldPw = await client(t).request('/api/auth/sign-in/email', {
      json: { email: u.email, password: u.password },
    });
    expect(oldPw.status).toBe(401);
    const newPw = await client(t).request('/api/auth/sign-in/email', {
      json: { email: u.email, password: 'brand-new-pass' },
    });
    expect(newPw.status).toBe(200);
  });

  it("writes mail in the user's language", async () => {
    const u = await signUp(t, { name: 'נועה', language: 'he' });
    await client(t).request('/api/auth/request-password-reset', {
      json: { email: u.email, redirectTo: `${ORIGIN}/auth` },
    });
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('איפוס הסיסמה שלך ב-LogoBatch');
    expect(mail.text).toContain('שלום נועה,');
  });

  it('says nothing about whether an email has an account when asked for a reset', async () => {
    const res = await client(t).request('/api/auth/request-password-reset', {
      json: { email: 'nobody-here@example.com', redirectTo: `${ORIGIN}/auth` },
    });
    expect(res.status).toBe(200);
  });

  it('changes the email only once the link sent to the new address is followed', async () => {
    const u = await signUp(t);
    const newEmail = `moved-${u.id.slice(0, 6)}@example.com`.toLowerCase();
    const res = await u.request('/api/auth/change-email', { json: { newEmail, callbackURL: '/account' } });
    expect(res.status).toBe(200);
    expect(((await (await u.request('/api/me')).json()) as { email: string }).email).toBe(u.email);
    const mail = await smtp.waitFor(newEmail);
    expect(mail.subject).toBe('Confirm your new LogoBatch email address');
    const link = new URL(linksIn(mail).find((l) => l.includes('/verify-email'))!);
    const follow = await u.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    expect(((await (await u.request('/api/me')).json()) as { email: string }).email).toBe(newEmail);
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

describe.each(DB_KINDS)('auth with required email confirmation on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp(kind, {
      SMTP_URL: smtp.url,
      REQUIRE_EMAIL_VERIFICATION: 'true',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('holds the session until the emailed link is followed', async () => {
    const c = client(t);
    const email = 'confirm-me@example.com';
    const res = await c.request('/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass', name: 'Conf', callbackURL: '/editor' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string | null }).token).toBeNull();
    expect(await signedInAs(c)).toBeNull();
    const signIn = await c.request('/api/auth/sign-in/email', {
      json: { email, password: 'secret-pass', callbackURL: '/editor' },
    });
    expect(signIn.status).toBe(403);
    // The attempt re-sends the link, for a user who lost the first mail.
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(2);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Confirm your LogoBatch account');
    const link = new URL(linksIn(mail).find((l) => l.includes('/verify-email'))!);
    const follow = await c.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('/editor');
    const me = await c.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, emailVerified: true });
  });

  it('offers Google and sends it back to /editor', async () => {
    expect(await (await t.app.request('/api/auth/config')).json()).toEqual({
      google: true,
      emailVerification: true,
    });
    const res = await client(t).request('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: '/editor' },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const target = new URL(url);
    expect(target.hostname).toBe('accounts.google.com');
    expect(target.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/google`);
  });
});

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
