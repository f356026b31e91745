// Sign-up refuses short and common passwords with a reason, and, when confirmation is required,
// answers a known email exactly like a new one and tells the owner by mail instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, client, signUp } from '../helpers/auth';
import { startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher';

const register = (t: TestApp, email: string, password: string, extra: Record<string, unknown> = {}) =>
  client(t).request('/api/auth/sign-up/email', { json: { email, password, name: 'Sam', ...extra } });

describe.each(DB_KINDS)('passwords on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses fewer than 8 characters', async () => {
    const res = await register(t, 'seven@example.com', 'abc-def');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('refuses a common password, and its leet spelling, with the reason', async () => {
    for (const password of ['password1', 'iloveyou', 'P@ssw0rd']) {
      const res = await register(t, 'common@example.com', password);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PASSWORD_TOO_COMMON',
        message: 'This password is too common. Please choose one that is harder to guess.',
      });
    }
    expect((await register(t, 'common@example.com', 'stamp-my-logo-42')).status).toBe(200);
  });

  it('refuses a common password when resetting, too', async () => {
    const res = await client(t).request('/api/auth/reset-password', {
      json: { token: 'whatever', newPassword: 'qwertyuiop' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
  });
});

describe.each(DB_KINDS)('sign-up for a known email with confirmation required on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Everything that differs per request by nature (a fresh id, the clock) is blanked.
  const shape = async (res: Response) => {
    const body = (await res.json()) as { user: Record<string, unknown> };
    return {
      status: res.status,
      cookies: res.headers.getSetCookie().length,
      body: { ...body, user: { ...body.user, id: 'id', email: 'email', createdAt: 'at', updatedAt: 'at' } },
    };
  };

  it('answers exactly as for a new email, and mails the owner in their language', async () => {
    const { email } = await signUp(t, { name: 'בעלים', language: 'he' });

    const known = await register(t, email, 'other-pass-456', { language: 'he' });
    const fresh = await register(t, 'fresh@example.com', 'other-pass-456', { language: 'he' });
    expect(await shape(known)).toEqual(await shape(fresh));

    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(2);
    const notice = smtp.messages.filter((m) => m.to.includes(email)).at(-1)!;
    expect(notice.subject).toBe('מישהו ניסה ליצור חשבון LogoBatch עם האימייל שלך');
    expect(notice.text).toContain(`${ORIGIN}/auth`);
  });
});
