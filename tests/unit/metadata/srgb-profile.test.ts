// The sRGB profile we embed where an encoder tags none (decision 362): a colour management system
// (lcms, through sharp) must read it as sRGB itself, or every such output would shift its colours.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { isWideGamut, rgbMatrixProfile } from '#shared/metadata/icc';
import { srgbProfile } from '#shared/metadata/icc-build';

/** Every grey, the primaries and secondaries at several levels, and a spread of other colours. */
function swatches(): Buffer {
  const px: number[] = [];
  for (let v = 0; v < 256; v++) px.push(v, v, v);
  for (const v of [32, 96, 160, 224, 255])
    for (const [r, g, b] of [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [1, 1, 0],
      [0, 1, 1],
      [1, 0, 1],
    ])
      px.push(r! * v, g! * v, b! * v);
  for (let i = 0; i < 226; i++) px.push((i * 97) % 256, (i * 53 + 31) % 256, (i * 29 + 200) % 256);
  return Buffer.from(px);
}

const WIDTH = 256;
const raw = { raw: { width: WIDTH, height: 2, channels: 3 as const } };

async function converted(input: Buffer, to: string): Promise<Buffer> {
  return sharp(input, raw).withIccProfile(to).raw().toBuffer();
}

it('is sRGB to a colour management system: converting into it moves no colour by more than a level', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'srgb-')), 'ours.icc');
  fs.writeFileSync(file, srgbProfile());
  const input = swatches();
  const out = await converted(input, file);
  const worst = Math.max(...Array.from(input, (v, i) => Math.abs(v - out[i]!)));
  expect(worst).toBeLessThanOrEqual(1);
  // And read back from a file that embeds it, the numbers come out as sRGB's.
  const tagged = await sharp(input, raw).withIccProfile(file).png().toBuffer();
  const back = await sharp(tagged).withIccProfile('srgb').raw().toBuffer();
  expect(Math.max(...Array.from(input, (v, i) => Math.abs(v - back[i]!)))).toBeLessThanOrEqual(1);
});

it('is a narrow-gamut RGB matrix profile, so nothing takes it for a wide one', () => {
  const profile = rgbMatrixProfile(srgbProfile());
  expect(profile).not.toBeNull();
  expect(isWideGamut(profile!)).toBe(false);
});

it('holds its curve once, its three TRC tags pointing at the same bytes (about 1 KB, not 2)', () => {
  const icc = srgbProfile();
  const view = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
  expect(view.getUint32(0)).toBe(icc.length);
  const tags = new Map<string, [number, number]>();
  for (let i = 0, n = view.getUint32(128); i < n; i++) {
    const at = 132 + i * 12;
    const sig = String.fromCharCode(...icc.subarray(at, at + 4));
    tags.set(sig, [view.getUint32(at + 4), view.getUint32(at + 8)]);
  }
  for (const [sig, [offset, size]] of tags) {
    expect(offset % 4, sig).toBe(0);
    expect(offset + size, sig).toBeLessThanOrEqual(icc.length);
  }
  expect(tags.get('gTRC')).toEqual(tags.get('rTRC'));
  expect(tags.get('bTRC')).toEqual(tags.get('rTRC'));
  expect(icc.length).toBeLessThan(1100);
});
