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

  it('still tells who is signed in, whatever account the page names', async () => {
    const ben = await signUp(t);
    const me = await ben.request('/api/me', { headers: { 'X-LogoBatch-Account': 'someone-else' } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: ben.id });
  });
});
