import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memorySource } from '#shared/metadata/bytes';
import { iccSpace, isWideGamut, rgbMatrixProfile } from '#shared/metadata/icc';
import { srgbToProfile } from '#shared/metadata/icc-transform';
import { readSourceMetadata } from '#shared/metadata/output';
import { adobeRgbProfile } from '../../helpers/icc-builder';

async function profileOf(icc: 'p3' | 'srgb' | 'cmyk') {
  const img = sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } });
  const file = await (icc === 'cmyk' ? img.toColourspace('cmyk') : img).withIccProfile(icc).jpeg().toBuffer();
  return (await readSourceMetadata(memorySource(file), 'image/jpeg')).icc!;
}

describe('ICC profiles', () => {
  it('tells Display P3 (wide) from sRGB, and CMYK from RGB', async () => {
    const p3 = rgbMatrixProfile(await profileOf('p3'))!;
    const srgb = rgbMatrixProfile(await profileOf('srgb'))!;
    expect(isWideGamut(p3)).toBe(true);
    expect(isWideGamut(srgb)).toBe(false);
    expect(iccSpace(await profileOf('cmyk'))).toBe('cmyk');
    expect(rgbMatrixProfile(await profileOf('cmyk'))).toBeNull();
  });

  it('takes Adobe RGB for wide, and puts sRGB red and green where Adobe RGB has them', () => {
    const adobe = rgbMatrixProfile(new Uint8Array(adobeRgbProfile()))!;
    expect(isWideGamut(adobe)).toBe(true);
    const px = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255]);
    srgbToProfile(adobe)(px);
    expect([...px]).toEqual([219, 0, 0, 255, 144, 255, 60, 255]);
  });

  it('expresses sRGB colours in P3 numbers as Chromium does (sRGB red is P3 234,51,35), greys stay grey', async () => {
    const toP3 = srgbToProfile(rgbMatrixProfile(await profileOf('p3'))!);
    const px = new Uint8ClampedArray([255, 0, 0, 255, 128, 128, 128, 255]);
    toP3(px);
    const [r, g, b, , gr, gg, gb] = px;
    expect(Math.abs(r! - 234) + Math.abs(g! - 51) + Math.abs(b! - 35)).toBeLessThanOrEqual(3);
    expect([gr, gg]).toEqual([gb, gb]);
    expect(Math.abs(gr! - 128)).toBeLessThanOrEqual(1);
  });
});
