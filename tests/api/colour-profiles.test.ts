// The CMYK profile the engine assumes for a CMYK JPEG without one, served for the browser's decoders
// (decision 310): libvips' own, cacheable, with no session needed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { iccSpace } from '#shared/metadata';
import { CMYK_TABLE_RATE_LIMIT } from '#server/routes/colour-profiles';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(() => t.close());

it('serves the CMYK profile libvips converts an untagged CMYK JPEG with', async () => {
  const res = await t.app.request('/api/colour-profiles/cmyk.icc');
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/vnd.iccprofile']);
  expect(res.headers.get('cache-control')).toMatch(/public/);
  const icc = new Uint8Array(await res.arrayBuffer());
  expect(iccSpace(icc)).toBe('cmyk');
  // The same bytes sharp tags a CMYK image with when told "cmyk".
  const tagged = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .toColourspace('cmyk')
    .withIccProfile('cmyk')
    .jpeg()
    .toBuffer();
  expect(Buffer.compare(Buffer.from(icc), (await sharp(tagged).metadata()).icc!)).toBe(0);
});

/** The form the browser sends: the photo's profile as "profile", or nothing for the default. */
function profileForm(icc?: Uint8Array<ArrayBuffer>): FormData {
  const form = new FormData();
  if (icc) form.append('profile', new Blob([icc]));
  return form;
}

it('converts a CMYK profile into the table the browser decodes CMYK photos through', async () => {
  const post = (icc?: Uint8Array<ArrayBuffer>) =>
    t.app.request('/api/colour-profiles/cmyk-table', { method: 'POST', body: profileForm(icc) });
  const res = await post();
  expect(res.status).toBe(200);
  const table = new Uint8Array(await res.arrayBuffer());
  expect(table.length).toBe(17 ** 4 * 3);
  // No ink is paper white; all four at full are near black; cyan alone is a cyan.
  expect([...table.subarray(0, 3)]).toEqual([255, 255, 255]);
  expect(Math.max(...table.subarray(table.length - 3))).toBeLessThan(40);
  const cyan = (17 ** 4 - 17 ** 3) * 3;
  expect(table[cyan]!).toBeLessThan(60);
  expect(table[cyan + 2]!).toBeGreaterThan(150);
  // The default is libvips' own profile; the same profile sent gives the same table.
  const icc = new Uint8Array(await (await t.app.request('/api/colour-profiles/cmyk.icc')).arrayBuffer());
  expect(Buffer.compare(Buffer.from(await (await post(icc)).arrayBuffer()), Buffer.from(table))).toBe(0);
});

it("converts through the default profile where a file's own is unusable, as the engine does", async () => {
  const table = async (icc?: Uint8Array<ArrayBuffer>) => {
    const res = await t.app.request('/api/colour-profiles/cmyk-table', {
      method: 'POST',
      body: profileForm(icc),
    });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };
  const srgb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .withIccProfile('srgb')
    .jpeg()
    .toBuffer();
  const fallback = await table();
  for (const body of [new Uint8Array([1, 2, 3, 4]), new Uint8Array((await sharp(srgb).metadata()).icc!)])
    expect(Buffer.compare(await table(body), fallback)).toBe(0);
});

it('limits how many new tables one address has built, and answers kept ones to anyone', async () => {
  const post = (ip: string, icc?: Uint8Array<ArrayBuffer>) =>
    t.app.request('/api/colour-profiles/cmyk-table', {
      method: 'POST',
      headers: { 'X-Forwarded-For': ip },
      body: profileForm(icc),
    });
  // Each new profile costs the server a conversion; unusable ones too, before lcms refuses them.
  const junk = (i: number) => new Uint8Array([i, 7, 7, 7]);
  // The export's workers ask for one new profile at once: one build, counted once.
  const together = await Promise.all([...Array(8)].map(() => post('198.51.100.2', junk(0))));
  expect(together.map((r) => r.status)).toEqual(Array(8).fill(200));
  for (let i = 1; i < CMYK_TABLE_RATE_LIMIT.max; i++)
    expect((await post('198.51.100.2', junk(i))).status).toBe(200);
  const limited = await post('198.51.100.2', junk(CMYK_TABLE_RATE_LIMIT.max));
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBeTruthy();
  expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  // The last profile built is kept: still answered to the limited address.
  expect((await post('198.51.100.2', junk(CMYK_TABLE_RATE_LIMIT.max - 1))).status).toBe(200);
  expect((await post('198.51.100.3', junk(CMYK_TABLE_RATE_LIMIT.max))).status).toBe(200);
  // The window passes: the address may have new tables built again.
  t.setNow(new Date(Date.now() + CMYK_TABLE_RATE_LIMIT.windowMs + 1000));
  try {
    expect((await post('198.51.100.2', junk(99))).status).toBe(200);
  } finally {
    t.setNow(null);
  }
});
