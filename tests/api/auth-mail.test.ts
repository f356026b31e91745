import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, client, signUp, signedInAs } from '../helpers/auth';
import { linksIn, startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher';

describe.each(DB_KINDS)('auth mail on %s', (kind) => {
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
});
