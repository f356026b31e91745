// Pins auth/fast-session.ts to the cookie Better Auth really sets, so a Better Auth upgrade that
// changes the cookie's name, token or signature fails here instead of signing everyone out silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionReader, type SessionReader } from '#server/auth/fast-session';
import { resolveAuthSecret } from '#server/auth/secret';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client } from '../helpers/auth';

const COOKIE_NAME = 'logobatch.session_token';

describe.each(DB_KINDS)("fast session reads on %s accept exactly Better Auth's cookie", (kind) => {
  let t: TestApp;
  let read: SessionReader;
  let userId: string;
  let sessionCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    read = createSessionReader(t.db.db, resolveAuthSecret(t.config), COOKIE_NAME);
    const res = await client(t).request('/api/auth/sign-up/email', {
      json: { email: 'pinned@example.com', password: 'secret-pass-1', name: 'Pinned' },
    });
    expect(res.status).toBe(200);
    userId = ((await res.json()) as { user: { id: string } }).user.id;
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE_NAME}=`));
    expect(set, `Better Auth set no ${COOKIE_NAME} cookie`).toBeDefined();
    sessionCookie = set!.split(';')[0]!;
  });
  afterAll(() => t.close());

  it("reads the user from Better Auth's own Set-Cookie", async () => {
    const got = await read(`other=1; ${sessionCookie}`, new Date());
    expect(got).not.toBeNull();
    expect(got).not.toBe('refresh');
    expect(got !== 'refresh' && got?.user).toMatchObject({ id: userId, email: 'pinned@example.com' });
  });

  it('refuses the cookie with its signature or its token altered', async () => {
    const value = decodeURIComponent(sessionCookie.slice(COOKIE_NAME.length + 1));
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const asCookie = (v: string) => `${COOKIE_NAME}=${encodeURIComponent(v)}`;
    expect(await read(asCookie(`${token}.${flip(signature)}`), new Date())).toBeNull();
    expect(await read(asCookie(`${flip(token)}.${signature}`), new Date())).toBeNull();
    expect(await read(asCookie(token), new Date())).toBeNull();
  });
});
