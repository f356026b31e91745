// A page names the account it shows (X-LogoBatch-Account): a page left open while the browser signed
// in to another account gets 409 account_changed instead of writing to the other account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/auth';

const URL = '/api/me/export-settings';
const PNG = { format: 'png', quality: 80, resize: 'original', fileNames: 'numbered', removeLocation: true };

describe.each(DB_KINDS)('the account a page names, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("refuses a write named for another account, and leaves this account's data alone", async () => {
    const ada = await signUp(t);
    const ben = await signUp(t);
    const put = await ben.request(URL, {
      method: 'PUT',
      json: PNG,
      headers: { 'X-LogoBatch-Account': ada.id },
    });
    expect(put.status).toBe(409);
    expect(await put.json()).toMatchObject({ error: { code: 'account_changed' } });
    expect(await (await ben.request(URL)).json()).toEqual({ settings: null });

    const read = await ben.request('/api/projects', { headers: { 'X-LogoBatch-Account': ada.id } });
    expect(read.status).toBe(409);
  });

  it('serves a page that names its own account, and a client that names none', async () => {
    const ben = await signUp(t);
    const named = await ben.request(URL, {
      method: 'PUT',
      json: PNG,
      headers: { 'X-LogoBatch-Account': ben.id },
    });
    expect(named.status).toBe(200);
    expect((await ben.request(URL)).status).toBe(200);
  });

  // Decision 342: the account page's Better Auth actions act on the session's account too.
  it("refuses the account page's sign-out everywhere and email change named for another account", async () => {
    const ada = await signUp(t);
    const ben = await signUp(t);
    const named = { 'X-LogoBatch-Account': ada.id };
    const revoke = await ben.request('/api/auth/revoke-sessions', { json: {}, headers: named });
    expect(revoke.status).toBe(409);
    expect(await revoke.json()).toMatchObject({ code: 'account_changed' });
    const email = await ben.request('/api/auth/change-email', {
      json: { newEmail: 'ada-new@example.com', callbackURL: '/account' },
      headers: named,
    });
    expect(email.status).toBe(409);
    // Ben is still signed in, under his own address; signing out is not an account's action.
    expect(await (await ben.request('/api/me')).json()).toMatchObject({ id: ben.id, email: ben.email });
    expect((await ben.request('/api/auth/sign-out', { json: {}, headers: named })).status).toBe(200);
  });

  it('still tells who is signed in, whatever account the page names', async () => {
    const ben = await signUp(t);
    const me = await ben.request('/api/me', { headers: { 'X-LogoBatch-Account': 'someone-else' } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: ben.id });
  });
});
