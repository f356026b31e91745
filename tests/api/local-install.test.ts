// A fresh clone run with `npm start` is a local install: the browser may open it as localhost or
// 127.0.0.1, and its own machine (the owner, or a test suite) registers many accounts in a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client } from '../helpers/auth';

const signUpFrom = (t: TestApp, ip: string, origin: string, n: number) =>
  t.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': ip },
    body: JSON.stringify({
      name: `Local ${n}`,
      email: `local-${ip}-${n}@example.com`,
      password: 'secret-pass-1',
    }),
  });

describe.each(DB_KINDS)('a local install on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('accepts sign-up from a page opened as 127.0.0.1 as well as localhost', async () => {
    expect((await signUpFrom(t, '10.1.1.1', 'http://127.0.0.1:3000', 1)).status).toBe(200);
    expect((await signUpFrom(t, '10.1.1.2', 'http://localhost:3000', 1)).status).toBe(200);
    expect((await signUpFrom(t, '10.1.1.3', 'http://evil.example', 1)).status).toBe(403);
  });

  it('does not rate-limit its own machine, but still limits every other address', async () => {
    const local: number[] = [];
    for (let i = 0; i < 12; i++)
      local.push((await signUpFrom(t, '127.0.0.1', 'http://localhost:3000', i)).status);
    expect(local.every((s) => s === 200)).toBe(true);

    const remote: number[] = [];
    for (let i = 0; i < 6; i++)
      remote.push((await signUpFrom(t, '10.2.2.2', 'http://localhost:3000', i)).status);
    expect(remote[5]).toBe(429);
  });

  it('does not lock a local account after repeated sign-ins from this machine', async () => {
    const c = client(t, '', '127.0.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await c.request('/api/auth/sign-in/email', {
        json: { email: 'local-127.0.0.1-0@example.com', password: i < 11 ? 'wrong-one' : 'secret-pass-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
    expect(statuses[11]).toBe(200);
  });
});

describe.each(DB_KINDS)('a public install on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://logobatch.example' });
  });
  afterAll(() => t.close());

  it('limits even loopback addresses and trusts only its own origin', async () => {
    const origin = 'https://logobatch.example';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUpFrom(t, '127.0.0.1', origin, i)).status);
    expect(statuses[5]).toBe(429);
    expect((await signUpFrom(t, '10.3.3.3', 'http://127.0.0.1:3000', 1)).status).toBe(403);
  });
});
