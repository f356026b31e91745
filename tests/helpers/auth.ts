import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/** Better Auth refuses a POST without a trusted Origin (403), so every test request carries one. */
export const ORIGIN = 'http://localhost:3000';

let ipCounter = 0;
/** A fresh client address per simulated user, so per-IP rate limits do not couple unrelated tests. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as const),
  );
  for (const sc of res.headers.getSetCookie()) {
    const [pair] = sc.split(';');
    const name = pair!.slice(0, pair!.indexOf('='));
    const value = pair!.slice(pair!.indexOf('=') + 1);
    if (value === '' || /max-age=0/i.test(sc)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export interface Client {
  ip: string;
  cookie: string;
  /** A request with this client's cookie, Origin and address; JSON bodies are encoded. */
  request(
    path: string,
    init?: { method?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

export function client(t: TestApp, cookie = '', ip = nextIp()): Client {
  const c: Client = {
    ip,
    cookie,
    async request(path, init = {}) {
      const res = await t.app.request(path, {
        method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
        headers: {
          Origin: ORIGIN,
          'X-Forwarded-For': c.ip,
          ...(c.cookie ? { Cookie: c.cookie } : {}),
          ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      });
      c.cookie = cookieFrom(res, c.cookie);
      return res;
    },
  };
  return c;
}

export interface TestUser extends Client {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Registers a new account through the real endpoint and returns a signed-in client. */
export async function signUp(
  t: TestApp,
  opts: { email?: string; password?: string; name?: string; language?: 'en' | 'he' } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = opts.password ?? 'secret-pass-1';
  const name = opts.name ?? 'Test User';
  const c = client(t);
  const res = await c.request('/api/auth/sign-up/email', {
    json: { email, password, name, ...(opts.language && { language: opts.language }) },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return Object.assign(c, { id: body.user.id, email, password, name });
}

/** Sets a user's plan columns directly, as the billing webhooks would. */
export async function setPlan(
  t: TestApp,
  userId: string,
  plan: {
    plan_type: 'lite' | 'pro' | 'ultra';
    subscription_id?: string | null;
    subscription_status?: string | null;
    subscription_expires_at?: string | null;
  },
) {
  await t.db.db.updateTable('user').set(plan).where('id', '=', userId).execute();
}

/** Whose session this client holds, per GET /api/me: the user's id, or null for a visitor. */
export async function signedInAs(c: Client): Promise<string | null> {
  const res = await c.request('/api/me');
  if (res.status !== 200) throw new Error(`GET /api/me answered ${res.status}`);
  const body = (await res.json()) as { id?: unknown; user?: unknown };
  if (typeof body.id === 'string') return body.id;
  if ('user' in body && body.user === null && Object.keys(body).length === 1) return null;
  throw new Error(`GET /api/me answered an unexpected body: ${JSON.stringify(body)}`);
}
