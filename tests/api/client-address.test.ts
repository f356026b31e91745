// The address every rate limit keys on comes from the socket, or from the entry our own proxies
// wrote; rotating the X-Forwarded-For entries a client writes itself must not open a fresh bucket.
// app.request() has no socket, so these run against a real listener.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://logobatch.example';
let n = 0;
const rotating = () => `198.18.${(++n >> 8) & 255}.${n & 255}`;

interface Served {
  t: TestApp;
  post(path: string, body: unknown, xff?: string): Promise<Response>;
  close(): Promise<void>;
}

async function served(
  kind: Parameters<typeof createTestApp>[0],
  env: Record<string, string>,
): Promise<Served> {
  // A public install: the listener's peer is 127.0.0.1, which a local install would exempt.
  const t = await createTestApp(kind, { PUBLIC_URL: ORIGIN, ...env });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    t,
    post: (path, body, xff) =>
      fetch(base + path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          ...(xff && { 'X-Forwarded-For': xff }),
        },
        body: JSON.stringify(body),
      }),
    async close() {
      // Fetch keeps its connections alive: close() would wait for them to time out.
      (server as Server).closeAllConnections();
      await new Promise((r) => server.close(r));
      await t.close();
    },
  };
}

const signUp = (s: Served, xff: string) =>
  s.post(
    '/api/auth/sign-up/email',
    { email: `u${++n}@example.com`, password: 'secret-pass-1', name: 'U' },
    xff,
  );
const signIn = (s: Served, xff: string) =>
  s.post('/api/auth/sign-in/email', { email: `nobody${++n}@example.com`, password: 'secret-pass-1' }, xff);
const reset = (s: Served, xff: string) =>
  s.post(
    '/api/auth/request-password-reset',
    { email: `r${++n}@example.com`, redirectTo: `${ORIGIN}/auth` },
    xff,
  );
const contact = (s: Served, xff: string) =>
  s.post('/api/contact', { name: 'Dana', email: 'dana@example.com', subject: 'billing', message: 'Hi' }, xff);

async function statuses(times: number, send: () => Promise<Response>) {
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push((await send()).status);
  return out;
}

describe.each(DB_KINDS)('client address on %s', (kind) => {
  describe('TRUST_PROXY=false', () => {
    let s: Served;
    beforeAll(async () => (s = await served(kind, { TRUST_PROXY: 'false' })));
    afterAll(() => s.close());

    it('ignores X-Forwarded-For even from a private peer: sign-up and contact stay limited', async () => {
      expect((await statuses(6, () => signUp(s, rotating())))[5]).toBe(429);
      const sent = await statuses(11, () => contact(s, rotating()));
      expect(sent.slice(0, 10).every((x) => x === 201)).toBe(true);
      expect(sent[10]).toBe(429);
    });
  });

  describe('TRUST_PROXY=true (one proxy)', () => {
    let s: Served;
    beforeAll(async () => (s = await served(kind, { TRUST_PROXY: 'true' })));
    afterAll(() => s.close());

    it('keys on the entry our proxy wrote, so rotating the ones before it changes nothing', async () => {
      const client = '203.0.113.10';
      expect((await statuses(6, () => signUp(s, `${rotating()}, ${client}`)))[5]).toBe(429);
      expect((await statuses(11, () => signIn(s, `${rotating()}, ${client}`)))[10]).toBe(429);
      expect((await statuses(6, () => reset(s, `${rotating()}, ${client}`)))[5]).toBe(429);
      expect((await statuses(11, () => contact(s, `${rotating()}, ${client}`)))[10]).toBe(429);
      // Another client behind the same proxy has its own bucket.
      expect((await signUp(s, `${rotating()}, 203.0.113.11`)).status).toBe(200);
    });

    it('counts an IPv6 client by its /64, so rotating addresses inside it changes nothing', async () => {
      const inNetwork = () => `2001:db8:${n >> 16}:${++n & 0xffff}`;
      const prefix = inNetwork();
      const v6 = () => `${prefix}:${(++n & 0xffff).toString(16)}::${(n & 0xff).toString(16)}`;
      expect((await statuses(6, () => signUp(s, v6())))[5]).toBe(429);
      expect((await statuses(11, () => signIn(s, v6())))[10]).toBe(429);
      expect((await statuses(11, () => contact(s, v6())))[10]).toBe(429);
      // The next /64 is another subscriber.
      expect((await signUp(s, `${inNetwork()}::1`)).status).toBe(200);
    });
  });

  describe('TRUST_PROXY=2', () => {
    let s: Served;
    beforeAll(async () => (s = await served(kind, { TRUST_PROXY: '2' })));
    afterAll(() => s.close());

    it('keys on the entry two hops from the right', async () => {
      const chain = () => `${rotating()}, 203.0.113.20, 10.0.0.5`;
      expect((await statuses(6, () => signUp(s, chain())))[5]).toBe(429);
      expect((await statuses(11, () => signIn(s, chain())))[10]).toBe(429);
      // The inner proxy's entry (10.0.0.5) is the same for everyone; the client's is not.
      expect((await signUp(s, `${rotating()}, 203.0.113.21, 10.0.0.5`)).status).toBe(200);
    });
  });
});
