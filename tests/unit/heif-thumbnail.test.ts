// A HEIF's own thumbnail is decoded in place of the image only when it shows the same picture the
// same way up and is large enough (decision 360). Fixtures from tests/fixtures/make-heic.ts: 640x480
// quadrants (red, green / blue, white; a black square at the top left) with a 320x240 thumbnail.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readHeifThumbnails } from '#shared/files/heif-items';
import { decodeHeifThumbnailPixels } from '#shared/files/heif-thumbnail';
import * as pixels from '#shared/files/heif-pixels';
import { bytesReader } from '#shared/files';
import { addProperties, box } from '../fixtures/heif-boxes';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures', name)));
const allocate = (width: number, height: number, colorSpace: string) => ({
  data: new Uint8ClampedArray(width * height * 4),
  width,
  height,
  colorSpace,
});
type Pixels = ReturnType<typeof allocate>;
const at = (p: Pixels, x: number, y: number) => [
  ...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3),
];
const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 40);

describe('decodeHeifThumbnailPixels', () => {
  it('decodes the 320x240 thumbnail, quadrants in place, for a thumbnail of 256 px', async () => {
    const thumb = (await decodeHeifThumbnailPixels(fixture('thumbnail.heic'), 256, allocate))!;
    expect([thumb.width, thumb.height]).toEqual([320, 240]);
    expect(near(at(thumb, 10, 10), [0, 0, 0])).toBe(true);
    expect(near(at(thumb, 120, 60), [255, 0, 0])).toBe(true);
    expect(near(at(thumb, 240, 60), [0, 255, 0])).toBe(true);
    expect(near(at(thumb, 80, 180), [0, 0, 255])).toBe(true);
    expect(near(at(thumb, 240, 180), [255, 255, 255])).toBe(true);
  });

  it('declines when the thumbnail is smaller than asked', async () => {
    expect(await decodeHeifThumbnailPixels(fixture('thumbnail.heic'), 321, allocate)).toBeNull();
  });

  it('decodes a turned thumbnail upright when it is turned as its image is', async () => {
    const thumb = (await decodeHeifThumbnailPixels(fixture('thumbnail-rot.heic'), 256, allocate))!;
    // 90° clockwise: blue top left, red top right (the black square at its corner), green bottom right.
    expect([thumb.width, thumb.height]).toEqual([240, 320]);
    expect(near(at(thumb, 230, 10), [0, 0, 0])).toBe(true);
    expect(near(at(thumb, 60, 80), [0, 0, 255])).toBe(true);
    expect(near(at(thumb, 180, 100), [255, 0, 0])).toBe(true);
    expect(near(at(thumb, 180, 250), [0, 255, 0])).toBe(true);
  });

  it('declines a thumbnail not turned as its image is (the image upside down, the thumbnail not)', async () => {
    const bytes = fixture('thumbnail-rot-primary.heic');
    expect(await readHeifThumbnails(bytesReader(bytes))).toEqual([]);
    expect(await decodeHeifThumbnailPixels(bytes, 256, allocate)).toBeNull();
  });

  // 64x48: the left half clear (black beneath), the right opaque green, with a 32x24 thumbnail.
  it('takes a turn of 0 for no turn: a thumbnail with irot 0 under an image without one is used', async () => {
    const plain = Buffer.from(fixture('thumbnail.heic'));
    const bytes = addProperties(plain, [{ box: box('irot', Buffer.from([0])), essential: true }], [2]);
    expect((await readHeifThumbnails(bytesReader(bytes))).map((t) => t.id)).toEqual([2]);
  });

  it("keeps a thumbnail's own alpha", async () => {
    const thumb = (await decodeHeifThumbnailPixels(fixture('thumbnail-alpha.heic'), 32, allocate))!;
    expect([thumb.width, thumb.height]).toEqual([32, 24]);
    expect(thumb.data[(12 * 32 + 4) * 4 + 3]).toBe(0);
    expect(thumb.data[(12 * 32 + 28) * 4 + 3]).toBe(255);
  });

  it('declines a thumbnail without the alpha its image has (it would show black where the image is clear)', async () => {
    expect(await decodeHeifThumbnailPixels(fixture('thumbnail-alpha-none.heic'), 32, allocate)).toBeNull();
  });

  it("declines a thumbnail whose alpha is not premultiplied where its image's is", async () => {
    // heif-enc 1.15 links 'prem' to the image only, so the thumbnail's colours would come out halved.
    const bytes = fixture('thumbnail-alpha-premultiplied.heic');
    expect(await decodeHeifThumbnailPixels(bytes, 32, allocate)).toBeNull();
  });

  it('finds none in a file without one', async () => {
    expect(await decodeHeifThumbnailPixels(fixture('quadrants-p3.heic'), 16, allocate)).toBeNull();
  });
});

describe('decodeHeifThumbnailPixels where memory runs out', () => {
  it('fails, rather than copying the file to address 0, when the module cannot allocate it', async () => {
    const bytes = fixture('thumbnail.heic');
    const real = await pixels.libheif();
    // The module's malloc gives 0 where its memory cannot grow (its 2 GB limit, or the tab's).
    const starved = Object.create(real, {
      _malloc: { value: (size: number) => (size >= bytes.length ? 0 : real._malloc(size)) },
    }) as typeof real;
    vi.spyOn(pixels, 'libheif').mockResolvedValue(starved);
    const low = real.HEAPU8.slice(0, bytes.length);
    try {
      await expect(decodeHeifThumbnailPixels(bytes, 256, allocate)).rejects.toThrow();
      expect(real.HEAPU8.subarray(0, bytes.length)).toEqual(low);
    } finally {
      real.HEAPU8.set(low, 0);
      vi.restoreAllMocks();
    }
  });
});
