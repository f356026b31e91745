// The per-photo cap of a job (decisions 268, 305): a 60 MP camera JPEG of 40-70 MB is taken; a photo
// past 100 MB fails alone, named, and the rest compose. Sizes are checked as the upload streams, so
// one database is enough.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pngChunk } from '../helpers/png-chunks';
import { apiAccount, jpegPhoto, pngLogo, submit, waitForJob } from '../helpers/api-jobs';
import { API_JOB_MAX_PHOTO_BYTES, type CreatedJobDto } from '#shared/schemas/api-jobs';

const MB = 1024 * 1024;

/**
 * A real PNG whose header states `width` x `height`, as a panorama stitcher or a scanner writes one:
 * the engine measures a photo from its header before it decodes anything.
 */
async function pngStating(width: number, height: number): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  const ihdr = Buffer.from(png.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return new Uint8Array(Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', ihdr), png.subarray(33)]));
}

/** A real JPEG padded after its end marker to `bytes`, as a camera's trailing data would be. */
function paddedTo(photo: Uint8Array, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  out.set(photo);
  return out;
}

describe('the size of one photo in a job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { jobs: true });
  });
  afterAll(() => t.close());

  it('takes a photo of 60 MB, and fails one past 100 MB alone, named', async () => {
    expect(API_JOB_MAX_PHOTO_BYTES).toBe(100 * MB);
    const who = await apiAccount(t);
    const small = await jpegPhoto('small.jpg');
    const big = { name: 'camera-60mp.jpg', bytes: paddedTo(small.bytes, 60 * MB) };
    const over = { name: 'too-big.jpg', bytes: paddedTo(small.bytes, 100 * MB + 1) };
    const res = await submit(t, who, { photos: [big, over, small], logo: await pngLogo() });
    expect(res.status).toBe(202);
    const job = await waitForJob(t, who, ((await res.json()) as CreatedJobDto).id);
    expect(job).toMatchObject({ status: 'done', done: 2 });
    expect(job.failed).toEqual([
      {
        index: 1,
        name: 'too-big.jpg',
        code: 'file_too_large',
        message: '"too-big.jpg" is larger than 100 MB.',
      },
    ]);
  });

  it('tells a client what the largest photo is when one is past it, by side or by area', async () => {
    const who = await apiAccount(t);
    const photos = [
      { name: 'long.png', bytes: await pngStating(40_000, 8) },
      { name: 'huge.png', bytes: await pngStating(20_000, 14_000) },
      await jpegPhoto('fine.jpg'),
    ];
    const res = await submit(t, who, { photos, logo: await pngLogo() });
    const job = await waitForJob(t, who, ((await res.json()) as CreatedJobDto).id);
    expect(job).toMatchObject({ status: 'done', done: 1 });
    const limit = 'LogoBatch takes photos of at most 32767 px a side and 268 MP in all.';
    expect(job.failed).toEqual([
      {
        index: 0,
        name: 'long.png',
        code: 'image_too_large',
        message: `Image too large: long.png (40000x8); ${limit}`,
      },
      {
        index: 1,
        name: 'huge.png',
        code: 'image_too_large',
        message: `Image too large: huge.png (20000x14000); ${limit}`,
      },
    ]);
  });
});
