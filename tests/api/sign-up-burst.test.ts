// More sign-ups at once than PostgreSQL connections in the pool (10), with confirmation mail on.
// Each sign-up runs in a transaction (decision 369) that holds a connection while its confirmation
// mail is written; the mail hook once read the user through a second pooled connection, so ten
// sign-ups held every connection and each waited for another: all stalled until the pool's 30 s
// timeout, their mail was never sent, and the rest answered 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client } from '../helpers/auth';
import { startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher';

const SIGN_UPS = 20;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a burst of sign-ups (PostgreSQL)', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp('postgres', { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Well under the pool's 30 s wait: a stalled pool fails here rather than passing slowly.
  it('signs every one up and mails each its confirmation link', { timeout: 15_000 }, async () => {
    const emails = Array.from({ length: SIGN_UPS }, (_, i) => `burst-${i}@example.com`);
    const statuses = await Promise.all(
      emails.map(async (email) => {
        const res = await client(t).request('/api/auth/sign-up/email', {
          json: { email, password: 'a long enough password 1', name: 'Burst' },
        });
        return res.status;
      }),
    );
    expect(statuses).toEqual(emails.map(() => 200));
    for (const email of emails) {
      expect((await smtp.waitFor(email)).subject).toBe('Confirm your LogoBatch account');
    }
  });
});
