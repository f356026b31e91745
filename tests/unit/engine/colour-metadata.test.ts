// The engine keeps colour and metadata as the browser export does (decision 182 and the shared
// metadata writers): a wide-gamut photo in its own numbers with its profile, CMYK to sRGB, a camera
// file's EXIF upright without thumbnail or GPS, location kept only when asked.
import { afterAll, describe, expect, it } from 'vitest';
import exifr from 'exifr';
import sharp from 'sharp';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';
import { placementToPixels } from '#shared/placement';
import { createPhotoEngine } from '#server/engine';
import { LOGO, at, engineInput, logoLayer, pixels } from '../../helpers/engine-inputs';
import { cameraJpeg, deltaE, iccSegment, lab, p3Profile, withSegments } from '../../e2e/metadata-helpers';
import { extendedXmpOf, withExtendedXmp } from '../../helpers/extended-xmp';
import { grain } from '../../helpers/grain';
import { greyInSrgb, greyRampJpeg } from '../../helpers/icc-builder';
import { srgbProfile } from '#shared/metadata/icc-build';

const engine = createPhotoEngine({ threads: 1 });
afterAll(() => engine.close());

const ALL = {
  tiff: true,
  exif: true,
  gps: true,
  ifd1: true,
  xmp: true,
  iptc: true,
  translateValues: false,
  mergeOutput: false,
};

describe('a camera JPEG (EXIF orientation 6, GPS, thumbnail, XMP and IPTC with location)', () => {
  it('keeps its EXIF upright (orientation 1, the output size), without thumbnail, GPS and location', async () => {
    const source = await cameraJpeg();
    const before = await exifr.parse(source, ALL);
    expect(before.gps).toBeDefined();
    const out = await engine.compose(
      await engineInput(source, 'image/jpeg', [logoLayer()], { logo: at(0.1, 0.1, 0.3) }),
    );
    expect([out.width, out.height]).toEqual([400, 600]);
    const after = await exifr.parse(Buffer.from(out.bytes), ALL);
    expect(after.ifd0.Orientation ?? 1).toBe(1);
    expect(after.ifd0).toMatchObject({ Make: 'Canon', Model: 'Canon EOS R5', Artist: 'Ada Lens' });
    expect([after.exif.ExifImageWidth, after.exif.ExifImageHeight]).toEqual([400, 600]);
    expect(after.exif.LensModel).toBe('RF50mm F1.2 L USM');
    expect(after.gps).toBeUndefined();
    expect(after.ifd1).toBeUndefined();
    expect(await exifr.thumbnail(Buffer.from(out.bytes))).toBeUndefined();
    expect(after.photoshop).toEqual({ Credit: 'Ada Lens' });
    expect(after.iptc).toEqual({ Byline: 'Ada Lens', CopyrightNotice: '(c) 2026 Ada Lens' });
    expect(JSON.stringify(after)).not.toMatch(/Paris|France|GPS/);
  });

  it('keeps the location when "Remove location data" is off, and gives a resized output its own size', async () => {
    const input = await engineInput(
      await cameraJpeg(),
      'image/jpeg',
      [],
      {},
      { removeLocation: false, resize: 300, format: 'png' },
    );
    const out = await engine.compose(input);
    expect([out.width, out.height]).toEqual([200, 300]);
    expect((await sharp(out.bytes).metadata()).format).toBe('png');
    const after = await exifr.parse(Buffer.from(out.bytes), ALL);
    expect(after.gps).toMatchObject({ GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' });
    expect([after.exif.ExifImageWidth, after.exif.ExifImageHeight]).toEqual([200, 300]);
    expect(after.ifd0.Orientation ?? 1).toBe(1);
  });

  // exifr reads no AVIF's EXIF (not even one sharp writes itself): the items are found with our
  // reader, and their contents read by exifr.
  it('carries EXIF and XMP into an AVIF, upright and without location', async () => {
    const input = await engineInput(await cameraJpeg(), 'image/jpeg', [], {}, { format: 'avif' });
    const out = await engine.compose(input);
    expect((await sharp(out.bytes).metadata()).format).toBe('heif');
    const meta = await readSourceMetadata(memorySource(out.bytes), 'image/avif');
    const exif = await exifr.parse(Buffer.from(meta.exif!), ALL);
    expect(exif.ifd0).toMatchObject({ Make: 'Canon', Artist: 'Ada Lens', Orientation: 1 });
    expect(exif.exif.LensModel).toBe('RF50mm F1.2 L USM');
    // sRGB, as the source's EXIF (which names no colour space) implies; libvips would say 65535.
    expect(exif.exif.ColorSpace).toBe(1);
    expect(exif.gps).toBeUndefined();
    expect(meta.xmp).toContain('(c) 2026 Ada Lens');
    expect(meta.xmp).not.toMatch(/Paris|GPSLatitude/);
  });
});

it('a Display P3 photo keeps its numbers and its profile; the logo is converted into them', async () => {
  const [W, H] = [400, 300];
  const raw = Buffer.alloc(W * H * 3);
  // Saturated P3 colours sRGB cannot hold, in blocks.
  const blocks = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 0, 255],
  ];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) raw.set(blocks[Math.floor(x / 100)]!, (y * W + x) * 3);
  const plain = await sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  const icc = await p3Profile();
  const source = withSegments(plain, iccSegment(icc));
  const place = at(0.3, 0.6, 0.2);
  const out = Buffer.from(
    (await engine.compose(await engineInput(source, 'image/jpeg', [logoLayer()], { logo: place }))).bytes,
  );
  const meta = await sharp(out).metadata();
  expect(meta.icc && Buffer.compare(meta.icc, icc)).toBe(0);
  expect(out.toString('latin1').split('ICC_PROFILE').length - 1).toBe(1);
  const numbers = await sharp(out, { ignoreIcc: true }).raw().toBuffer();
  for (const [i, block] of blocks.entries()) {
    const px = [...numbers.subarray((50 * W + i * 100 + 50) * 3, (50 * W + i * 100 + 50) * 3 + 3)];
    px.forEach((v, c) => expect(Math.abs(v - block[c]!), `block ${i}: ${px}`).toBeLessThanOrEqual(3));
  }
  // The logo is sRGB blue on the P3 photo: the same colour (Lab) as sRGB blue.
  const box = placementToPixels(place, { width: W, height: H }, LOGO);
  const centre = (await lab(out))(Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2));
  expect(deltaE(centre, [32.3, 79.19, -107.86])).toBeLessThan(4);
});

it('a CMYK JPEG with a profile comes out sRGB through that profile, without the print profile', async () => {
  const rgb = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#607090' } })
    .composite([
      { input: { create: { width: 200, height: 150, channels: 3, background: '#b09070' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  const source = await sharp(rgb)
    .toColourspace('cmyk')
    .withIccProfile('cmyk')
    .jpeg({ quality: 100 })
    .toBuffer();
  expect((await sharp(source).metadata()).channels).toBe(4);
  const out = await engine.compose(
    await engineInput(source, 'image/jpeg', [logoLayer()], { logo: at(0.8, 0.8, 0.1) }),
  );
  const meta = await sharp(out.bytes).metadata();
  expect([meta.space, meta.channels, meta.icc]).toEqual(['srgb', 3, Buffer.from(srgbProfile())]);
  const [want, got] = [await lab(source), await lab(Buffer.from(out.bytes))];
  for (const [x, y] of [
    [50, 50],
    [150, 100],
    [300, 100],
    [100, 250],
  ] as const)
    expect(deltaE(want(x, y), got(x, y)), `at ${x},${y}`).toBeLessThan(3);
});

it('a grey photo comes out RGB and neutral', async () => {
  const source = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#777777' } })
    .toColourspace('b-w')
    .jpeg()
    .toBuffer();
  const img = await pixels((await engine.compose(await engineInput(source, 'image/jpeg', [], {}))).bytes);
  expect(img.channels).toBe(3);
  const [r, g, b] = img.at(50, 50);
  expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThanOrEqual(1);
});

it.each([
  ['original quality', {}],
  ['the pixel path', { originalQuality: false }],
])('%s: a grey JPEG under a Gray Gamma 1.8 profile comes out in its tones, neutral', async (_n, output) => {
  const source = await greyRampJpeg(1.8, 256, 64);
  const out = await engine.compose(await engineInput(source, 'image/jpeg', [], {}, output));
  const img = await pixels(out.bytes);
  expect(img.channels).toBe(3);
  const far = [16, 64, 128, 192, 250].flatMap((x) => {
    const px = img.at(x, 32);
    const off = Math.max(...px.map((v) => Math.abs(v - greyInSrgb(x, 1.8))));
    return off > 3 || Math.max(...px) - Math.min(...px) > 1 ? [`x ${x}: ${px.join()}`] : [];
  });
  expect(far).toEqual([]);
});

describe('a JPEG with megabytes of extended XMP (an editing history)', () => {
  it.each([
    ['original quality', {}],
    ['the pixel path', { originalQuality: false }],
  ])('%s: the output decodes and carries the extended packet as the source wrote it', async (_n, output) => {
    const plain = await grain(600, 400).jpeg({ quality: 85 }).toBuffer();
    const source = withExtendedXmp(plain, 2 ** 20, 7);
    const out = await engine.compose(
      await engineInput(source, 'image/jpeg', [logoLayer()], { logo: at(0.9, 0.9, 0.2) }, output),
    );
    const meta = await sharp(out.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([600, 400]);
    expect((await sharp(out.bytes).raw().toBuffer()).length).toBe(600 * 400 * 3);
    // The extended packet's bytes come over from the source whole.
    const packet = extendedXmpOf(2 ** 20, 7);
    expect(Buffer.from(out.bytes).includes(packet.subarray(0, 60000))).toBe(true);
    expect(out.bytes.length).toBeGreaterThan(2 ** 20);
  });
});
