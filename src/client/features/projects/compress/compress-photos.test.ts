import { describe, expect, it, vi } from 'vitest';
import { compressForSave, jpegName } from './compress-photos';
import { fitWithin } from '#shared/geometry/fit';
import { PLANS } from '#shared/plans';
import { PROJECT_MAX_ORIGINAL_BYTES, projectPhotoRule } from '#shared/schemas/projects';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const MB = 1024 * 1024;

describe('compressForSave', () => {
  it('re-encodes only photos over 2 MB, keeps order, and keeps the original when conversion fails', async () => {
    const convert = vi.fn(async (f: File) => {
      if (f.name === 'broken.png') throw new Error('cannot decode');
      return new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
    });
    const progress: number[] = [];
    const input = [file('small.png', 2 * MB), file('big.png', 3 * MB), file('broken.png', 5 * MB)];
    const out = await compressForSave(
      input.map((f) => ({ file: f })),
      { convert, onProgress: (d) => progress.push(d) },
    );
    expect(convert).toHaveBeenCalledTimes(2);
    expect(out[0]).toBe(input[0]);
    expect(out[1]).toMatchObject({ name: 'big.jpg', type: 'image/jpeg', size: 1000 });
    expect(out[2]).toBe(input[2]);
    expect(progress).toEqual([1, 2]);
  });

  it('pauses 10 ms between conversions', async () => {
    const times: number[] = [];
    const convert = async () => {
      times.push(performance.now());
      return new Blob([new Uint8Array(10)]);
    };
    await compressForSave([{ file: file('a.png', 3 * MB) }, { file: file('b.png', 3 * MB) }], { convert });
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(9);
  });

  it('keeps the original when the re-encoded file is not smaller', async () => {
    const input = [file('a.png', 3 * MB)];
    const out = await compressForSave(
      input.map((f) => ({ file: f })),
      { convert: async () => new Blob([new Uint8Array(4 * MB)]) },
    );
    expect(out[0]).toBe(input[0]);
  });

  it('converts HEIC, HEIF and AVIF photos of any size to JPEG, even when that is not smaller', async () => {
    const types: string[] = [];
    const convert = async (_f: File, type: string) => {
      types.push(type);
      return new Blob([new Uint8Array(5000)], { type: 'image/jpeg' });
    };
    const small = (name: string) => new File([new Uint8Array(1000)], name);
    const out = await compressForSave(
      [
        { file: small('a.heic'), type: 'image/heic' },
        { file: small('b.avif'), type: 'image/avif' },
        { file: small('c.jpg'), type: 'image/jpeg' },
      ],
      { convert },
    );
    expect(types).toEqual(['image/heic', 'image/avif']);
    expect(out.map((f) => [f.name, f.type, f.size])).toEqual([
      ['a.jpg', 'image/jpeg', 5000],
      ['b.jpg', 'image/jpeg', 5000],
      ['c.jpg', '', 1000],
    ]);
  });
});

describe('compressForSave on plans that keep full-size photos', () => {
  it.each(['pro', 'ultra'] as const)(
    '%s sends every photo as it is (HEIC too), and reduces only one past the full-size limit',
    async (tier) => {
      const convert = vi.fn(async () => new Blob([new Uint8Array(7000)], { type: 'image/jpeg' }));
      const input = [
        { file: new File([new Uint8Array(9 * MB)], 'camera.jpg'), type: 'image/jpeg' },
        { file: new File([new Uint8Array(3 * MB)], 'phone.heic'), type: 'image/heic' },
        { file: new File([new Uint8Array(PROJECT_MAX_ORIGINAL_BYTES + 1)], 'pano.png'), type: 'image/png' },
      ];
      const out = await compressForSave(input, { convert, rule: projectPhotoRule(PLANS[tier]) });
      expect(convert).toHaveBeenCalledTimes(1);
      expect(out[0]).toBe(input[0]!.file);
      expect(out[1]).toBe(input[1]!.file);
      expect(out[2]).toMatchObject({ name: 'pano.jpg', type: 'image/jpeg', size: 7000 });
    },
  );

  it("Lite's rule is the default: over 2 MB is reduced", async () => {
    const convert = vi.fn(async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
    await compressForSave([{ file: file('a.png', 3 * MB) }], { convert });
    await compressForSave([{ file: file('b.png', 3 * MB) }], { convert, rule: projectPhotoRule(PLANS.lite) });
    expect(convert).toHaveBeenCalledTimes(2);
  });
});

describe('fitWithin and jpegName', () => {
  it.each([
    [4000, 3000, 1440, 1080],
    [6000, 2000, 1920, 640],
    [800, 600, 800, 600],
    [1080, 1920, 608, 1080],
  ])('%i x %i fits as %i x %i', (w, h, ew, eh) => {
    expect(fitWithin(w, h, 1920, 1080)).toEqual({ width: ew, height: eh });
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(jpegName('archive.v2.webp')).toBe('archive.v2.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
  });
});
