import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, client, signedInAs } from '../helpers/auth';
import { linksIn, startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher';

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
