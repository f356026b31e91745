// The CMYK profile the engine assumes for a CMYK JPEG without one, served for the browser's decoders
// (decision 310): libvips' own, cacheable, with no session needed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { iccSpace } from '#shared/metadata';
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
