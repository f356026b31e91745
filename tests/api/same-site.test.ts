import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, signUp, type TestUser } from '../helpers/auth';
import { fixture, jpeg, projectForm } from '../helpers/projects';
import { startFakeLemonSqueezy, type FakeLemonSqueezy } from '../fakes/lemonsqueezy';

const EVIL = 'http://evil.example';

interface Call {
  method: string;
  path: string;
  body?: BodyInit;
  type?: string;
}

describe.each(DB_KINDS)('cross-site requests on %s', (kind) => {
  let t: TestApp;
  let ls: FakeLemonSqueezy;
  let u: TestUser;
  beforeAll(async () => {
    ls = await startFakeLemonSqueezy({ apiKey: 'k', webhookSecret: 's', storeId: '11', variants: ['101'] });
    t = await createTestApp(kind, {
      LEMONSQUEEZY_API_URL: ls.url,
      LEMONSQUEEZY_API_KEY: 'k',
      LEMONSQUEEZY_STORE_ID: '11',
      LEMONSQUEEZY_VARIANT_PRO: '101',
    });
    u = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
    await ls.close();
  });

  /** The user's session cookie on every call; `from` sets Origin and Sec-Fetch-Site (null leaves it out). */
  const call = (c: Call, from: { origin?: string | null; site?: string } = {}) => {
    const origin = from.origin === undefined ? ORIGIN : from.origin;
    return t.app.request(c.path, {
      method: c.method,
      headers: {
        Cookie: u.cookie,
        'X-Forwarded-For': u.ip,
        ...(origin !== null ? { Origin: origin } : {}),
        ...(from.site ? { 'Sec-Fetch-Site': from.site } : {}),
        ...(c.type ? { 'Content-Type': c.type } : {}),
      },
      body: c.body,
    });
  };
  const json = (method: string, path: string, body: unknown): Call => ({
    method,
    path,
    body: JSON.stringify(body),
    type: 'application/json',
  });
  const reserve = json('POST', '/api/usage/reserve', { count: 1 });
  const reservePlain: Call = { ...reserve, type: 'text/plain' };
  const rename = json('PATCH', '/api/me', { name: 'Renamed' });
  const checkout = json('POST', '/api/billing/checkout', { plan: 'pro' });
  const projectUpload = async (): Promise<Call> => ({
    method: 'POST',
    path: '/api/projects',
    body: projectForm('Trip', [{ name: 'a.jpg', bytes: await jpeg(1) }], {
      name: 'logo.png',
      bytes: fixture('logo.png'),
    }),
  });
  const usage = async () =>
    (await t.db.db.selectFrom('usage_daily').select('count').where('user_id', '=', u.id).execute())
      .map((r) => Number(r.count))
      .reduce((a, b) => a + b, 0);
  const projects = async () =>
    (await t.db.db.selectFrom('projects').select('id').where('user_id', '=', u.id).execute()).length;
  const name = async () =>
    (await t.db.db.selectFrom('user').select('name').where('id', '=', u.id).executeTakeFirstOrThrow()).name;

  async function refused(res: Response, status = 403, code = 'cross_site_request') {
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { code, message: expect.any(String) } });
  }

  it('refuses each state change from another Origin, even with a valid cookie, and changes nothing', async () => {
    const before = { usage: await usage(), projects: await projects(), name: await name() };
    for (const c of [reserve, reservePlain, rename, checkout, await projectUpload()])
      await refused(await call(c, { origin: EVIL }));
    const created = await call(await projectUpload());
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { id: string } };
    await refused(await call({ method: 'DELETE', path: `/api/projects/${project.id}` }, { origin: EVIL }));
    expect(await projects()).toBe(before.projects + 1);
    expect(await usage()).toBe(before.usage);
    expect(await name()).toBe(before.name);
    expect(ls.checkouts.size).toBe(0);
  });

  it('accepts the same requests from the site itself', async () => {
    expect((await call(reserve)).status).toBe(200);
    expect((await call(rename)).status).toBe(200);
    expect(await name()).toBe('Renamed');
    expect((await call(checkout)).status).toBe(200);
    const created = await call(await projectUpload());
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { id: string } };
    expect((await call({ method: 'DELETE', path: `/api/projects/${project.id}` })).status).toBe(204);
  });

  it('without Origin, goes by Sec-Fetch-Site; with neither header the caller is not a browser', async () => {
    for (const site of ['cross-site', 'same-site'])
      await refused(await call(reserve, { origin: null, site }));
    for (const site of ['same-origin', 'none'])
      expect((await call(reserve, { origin: null, site })).status).toBe(200);
    expect((await call(reserve, { origin: null })).status).toBe(200);
    await refused(await call(reserve, { origin: 'null' }));
  });

  it('takes a body only as JSON or multipart', async () => {
    const before = await usage();
    await refused(await call(reservePlain), 415, 'unsupported_media_type');
    await refused(await call(reservePlain, { origin: null }), 415, 'unsupported_media_type');
    await refused(
      await call({ ...reserve, type: 'application/x-www-form-urlencoded' }),
      415,
      'unsupported_media_type',
    );
    expect(await usage()).toBe(before);
    expect((await call({ ...reserve, type: 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('leaves Better Auth and the signed webhooks to their own checks', async () => {
    const hook = await call(json('POST', '/api/webhooks/lemonsqueezy', {}), { origin: EVIL });
    expect(hook.status).toBe(401);
    const signIn = await call(
      json('POST', '/api/auth/sign-in/email', { email: u.email, password: u.password }),
    );
    expect(signIn.status).toBe(200);
  });
});
