// The WebAssembly encoder of the export's JPEGs (decision 300) against libjpeg-turbo (sharp) on the
// same pixels: as faithful, as small, any size, either byte order, its Huffman tables fitted to a
// sample of the rows yet coding every row.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qualityTables } from '#shared/jpeg/quality-tables';
import { encodeJpeg, type PixelSource } from '#shared/jpeg/rgba-encode';
import { markerSegments } from './jpeg-segments';
import { testPhoto } from './test-photo';

/** 4-byte pixels in memory as the encoder reads them; `order` 'bgra' swaps red and blue. */
function source(
  rgb: Uint8Array,
  width: number,
  height: number,
  order: 'rgba' | 'bgra' = 'rgba',
): PixelSource {
  const px = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < px.length; i += 4, j += 3) {
    px[i] = rgb[j + (order === 'rgba' ? 0 : 2)]!;
    px[i + 1] = rgb[j + 1]!;
    px[i + 2] = rgb[j + (order === 'rgba' ? 2 : 0)]!;
    px[i + 3] = 255;
  }
  return {
    width,
    height,
    order,
    copyRows(y, rows, into, offset, stride) {
      for (let r = 0; r < rows; r += 1)
        into.set(px.subarray((y + r) * width * 4, (y + r + 1) * width * 4), offset + r * stride);
      return Promise.resolve();
    },
  };
}

async function psnr(file: Uint8Array, rgb: Uint8Array): Promise<number> {
  const back = await sharp(file).raw().toBuffer();
  let se = 0;
  for (let i = 0; i < rgb.length; i += 1) se += (back[i]! - rgb[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (se / rgb.length));
}

const sharpJpeg = (rgb: Uint8Array, width: number, height: number, quality: number) =>
  sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, optimiseCoding: true, chromaSubsampling: '4:2:0' })
    .toBuffer();

describe('encodeJpeg', () => {
  it.each([
    [1, 1, 95],
    [17, 33, 95],
    [1001, 523, 95],
    [640, 480, 50],
    [333, 257, 100],
    // A panorama's bands are fewer rows (48 here), the last one short.
    [20000, 100, 90],
  ])('%ix%i at q%i: as faithful as libjpeg-turbo, at most 4 percent larger', async (w, h, quality) => {
    const { data } = await testPhoto(w, h, 3, w);
    const ours = (await encodeJpeg(source(data, w, h), quality))!;
    const theirs = await sharpJpeg(data, w, h, quality);
    const meta = await sharp(ours).metadata();
    expect([meta.width, meta.height, meta.chromaSubsampling, meta.isProgressive]).toEqual([
      w,
      h,
      '4:2:0',
      false,
    ]);
    const [a, b] = [await psnr(ours, data), await psnr(theirs, data)];
    expect(a, `PSNR ours ${a.toFixed(2)} dB, libjpeg-turbo ${b.toFixed(2)} dB`).toBeGreaterThan(b - 0.25);
    // Tiny pictures are mostly headers, ours with every possible symbol in its tables.
    console.info(
      `${w}x${h} q${quality}: ${ours.length} / ${theirs.length} = ${(ours.length / theirs.length).toFixed(4)}`,
    );
    // Photos come out 0.5% smaller than libjpeg-turbo's; a 100 px strip of fine detail 3% larger (the
    // float transform keeps more of it). Standard tables instead of fitted ones would be 15% larger.
    if (w * h > 100_000) expect(ours.length / theirs.length).toBeLessThan(1.04);
  });

  it('writes the same file from BGRA pixels as from RGBA', async () => {
    const { data } = await testPhoto(300, 200, 3, 7);
    const rgba = (await encodeJpeg(source(data, 300, 200, 'rgba'), 90))!;
    const bgra = (await encodeJpeg(source(data, 300, 200, 'bgra'), 90))!;
    expect(Buffer.compare(rgba, bgra)).toBe(0);
    expect(await psnr(rgba, data)).toBeGreaterThan(30);
  });

  it('codes the rows its tables were not fitted on, whatever symbols they hold', async () => {
    // The tables are counted on every fourth MCU row; here those rows are flat grey and the rest
    // noise, so nearly every symbol in the rest was never counted.
    const [w, h] = [256, 256];
    const data = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w * 3; x += 1)
        data[y * w * 3 + x] = (y >> 4) % 4 === 0 ? 128 : (Math.imul(x * 7 + y * 13, 2654435761) >>> 24) & 255;
    const ours = (await encodeJpeg(source(data, w, h), 95))!;
    const theirs = await sharpJpeg(data, w, h, 95);
    expect(await psnr(ours, data)).toBeGreaterThan((await psnr(theirs, data)) - 0.25);
  });

  it("tags the file with the given profile, after JFIF, and uses libjpeg's quality tables", async () => {
    const icc = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer()
      .then(async (f) => (await sharp(f).metadata()).icc!);
    const { data } = await testPhoto(64, 48, 3, 3);
    const ours = (await encodeJpeg(source(data, 64, 48), 80, icc))!;
    expect(Buffer.compare((await sharp(ours).metadata()).icc!, icc)).toBe(0);
    const segments = markerSegments(ours);
    expect(segments.map((s) => s.marker)).toEqual([0xe0, 0xe2, 0xdb, 0xc0, 0xc4, 0xda]);
    const dqt = segments[2]!.payload;
    const [luma, chroma] = qualityTables(80);
    // In zigzag order, the first entry of each is the DC's, and DC sits at natural 0 in both orders.
    expect([dqt[0], dqt[1], dqt[65], dqt[66]]).toEqual([0, luma[0], 1, chroma[0]]);
    expect(qualityTables(50)[0][63]).toBe(99);
    expect([...qualityTables(100)[1]].every((q) => q === 1)).toBe(true);
    expect(qualityTables(1)[0][0]).toBe(255);
  });
});
