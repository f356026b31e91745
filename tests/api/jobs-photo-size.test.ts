// The per-photo cap of a job (decisions 268, 305): a 60 MP camera JPEG of 40-70 MB is taken; a photo
// past 100 MB fails alone, named, and the rest compose. Sizes are checked as the upload streams, so
// one database is enough.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAccount, jpegPhoto, pngLogo, submit, waitForJob } from '../helpers/api-jobs';
import { API_JOB_MAX_PHOTO_BYTES, type CreatedJobDto } from '#shared/schemas/api-jobs';

const MB = 1024 * 1024;

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
});
