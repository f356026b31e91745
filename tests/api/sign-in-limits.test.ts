// Wrong passwords slow down the address that sends them, for that account only: an attacker
// cannot lock the owner out, and a guesser waits longer after each miss.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client, signUp, type Client } from '../helpers/auth';

const wrong = (c: Client, email: string) =>
  c.request('/api/auth/sign-in/email', { json: { email, password: 'wrong-one' } });

describe.each(DB_KINDS)('failed sign-ins on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const tick = (ms: number) => t.setNow(new Date((clock += ms)));
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("an attacker's ten wrong passwords from one address do not stop the owner from another", async () => {
    const u = await signUp(t);
    const attacker = client(t);
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push((await wrong(attacker, u.email)).status);
      tick(61_000); // past the per-address window, so only the per-account rule can answer
    }
    expect(seen.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const owner = client(t);
    const ok = await owner.request('/api/auth/sign-in/email', {
      json: { email: u.email, password: u.password },
    });
    expect(ok.status).toBe(200);
  });

  it('after five misses, each wait doubles and is told in Retry-After', async () => {
    const u = await signUp(t);
    const guesser = client(t);
    for (let i = 0; i < 5; i++) expect((await wrong(guesser, u.email)).status).toBe(401);
    for (const waitS of [1, 2, 4, 8]) {
      const held = await wrong(guesser, u.email);
      expect(held.status).toBe(429);
      expect(held.headers.get('retry-after')).toBe(String(waitS));
      expect(await held.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Even the right password waits: the slot is not a free guess.
      const right = await guesser.request('/api/auth/sign-in/email', {
        json: { email: u.email, password: u.password },
      });
      expect(right.status).toBe(429);
      // The first wait is checked to the second; later ones also outlast the per-address minute.
      tick(waitS === 1 ? 1000 : 61_000);
      expect((await wrong(guesser, u.email)).status).toBe(401);
    }
    // The right password, once the wait is over, signs in and clears the run of misses.
    tick(61_000);
    const right = await guesser.request('/api/auth/sign-in/email', {
      json: { email: u.email, password: u.password },
    });
    expect(right.status).toBe(200);
    expect((await wrong(guesser, u.email)).status).toBe(401);
  });
});
