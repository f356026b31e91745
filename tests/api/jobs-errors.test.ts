// Every refusal of /api/v1/jobs through the real app, on each database: the key, the request's shape,
// the settings, the watermark, another account's job, the order of a job's life.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  apiAccount,
  jobForm,
  jpegPhoto,
  pngLogo,
  submit,
  waitForJob,
  workPhoto,
  type KeyHolder,
  type PhotoFile,
} from '../helpers/api-jobs';
import { API_JOB_MAX_PHOTOS, type CreatedJobDto } from '#shared/schemas/api-jobs';

type ErrorBody = { error: { code: string; message: string; details?: unknown } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;

describe.each(DB_KINDS)('API job refusals on %s', (kind) => {
  let t: TestApp;
  let who: KeyHolder;
  let photo: PhotoFile;
  let logo: PhotoFile;
  beforeAll(async () => {
    t = await createTestApp(kind, { API_RATE_LIMIT_PER_MINUTE: '1000' }, { jobs: true });
    who = await apiAccount(t);
    photo = await jpegPhoto('a.jpg');
    logo = await pngLogo();
  });
  afterAll(() => t.close());

  const expectRefusal = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const e = await errorOf(res);
    expect(e.code).toBe(code);
    expect(e.message.length).toBeGreaterThan(10);
    return e;
  };

  it('needs a key of a plan with API access', async () => {
    const none = await t.app.request('/api/v1/jobs', {
      method: 'POST',
      body: jobForm({ photos: [photo], logo }),
    });
    await expectRefusal(none, 401, 'invalid_api_key');
    const pro = await apiAccount(t, 'pro');
    await expectRefusal(await submit(t, pro, { photos: [photo], logo }), 403, 'plan_no_api');
    await expectRefusal(await t.app.request('/api/v1/jobs/x', { headers: pro.auth }), 403, 'plan_no_api');
  });

  it('refuses a body that is not multipart, and parts it does not know', async () => {
    const json = await t.app.request('/api/v1/jobs', {
      method: 'POST',
      headers: { ...who.auth, 'Content-Type': 'application/json' },
      body: '{"photos":[]}',
    });
    await expectRefusal(json, 400, 'invalid_upload');
    const e = await expectRefusal(
      await submit(t, who, { photos: [photo], logo, extra: [['images', 'x']] }),
      400,
      'unknown_field',
    );
    expect(e.details).toEqual({ field: 'images' });
    await expectRefusal(
      await submit(t, who, { photos: [photo], logo, extra: [['photos', 'text']] }),
      400,
      'invalid_upload',
    );
    await expectRefusal(
      await submit(t, who, {
        photos: [photo],
        logo,
        extra: [['logo', new Blob([logo.bytes as Uint8Array<ArrayBuffer>])]],
      }),
      400,
      'invalid_upload',
    );
  });

  it('needs at least one photo and at most the maximum', async () => {
    await expectRefusal(await submit(t, who, { logo }), 400, 'no_photos');
    const tiny = { name: 'x.jpg', bytes: photo.bytes };
    const many = Array.from({ length: API_JOB_MAX_PHOTOS + 1 }, () => tiny);
    await expectRefusal(await submit(t, who, { photos: many, logo }), 400, 'too_many_photos');
  });

  it.each([
    ['not JSON', '{oops', 'invalid_settings'],
    ['an unknown field', { colour: 'red' }, 'invalid_settings'],
    ['a bad export format', { export: { format: 'gif' } }, 'invalid_settings'],
    [
      'a placement that is not a number',
      { placements: { logo: { x: 'left', y: 0, scale: 0.2, opacity: 1, rotation: 0 } } },
      'invalid_settings',
    ],
    [
      'a placement of no layer',
      { placements: { ghost: { x: 0.1, y: 0.1, scale: 0.2, opacity: 1, rotation: 0 } } },
      'invalid_settings',
    ],
    ['a photo index that was not sent', { photos: { '3': {} } }, 'invalid_settings'],
    ['a photo index that is not a number', { photos: { first: {} } }, 'invalid_settings'],
    ['NUL in text', { layers: [{ id: 't', kind: 'text', text: 'a\u0000b' }] }, 'invalid_characters'],
  ])('refuses settings with %s', async (_what, settings, code) => {
    await expectRefusal(await submit(t, who, { photos: [photo], logo, settings }), 400, code);
  });

  it('names the photos that were sent when a placement names another', async () => {
    const one = await expectRefusal(
      await submit(t, who, { photos: [photo], logo, settings: { photos: { '3': {} } } }),
      400,
      'invalid_settings',
    );
    expect(one.message).toMatch(/photos names photo 3, but only photo 0 was sent\.$/);
    const two = await expectRefusal(
      await submit(t, who, { photos: [photo, photo], logo, settings: { photos: { '2': {} } } }),
      400,
      'invalid_settings',
    );
    expect(two.message).toMatch(/photos names photo 2, but photos 0 to 1 were sent\.$/);
  });

  it('refuses a callback_url that is not http(s), or is a link-local address', async () => {
    for (const url of [
      'ftp://example.com/x',
      'not a url',
      'javascript:alert(1)',
      // The instance metadata of a cloud machine: never a callback's target (decision 273).
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:169.254.169.254]/',
    ])
      await expectRefusal(
        await submit(t, who, { photos: [photo], logo, callbackUrl: url }),
        400,
        'invalid_callback_url',
      );
  });

  it('needs a watermark, and checks the logo as the editor does', async () => {
    await expectRefusal(await submit(t, who, { photos: [photo] }), 400, 'watermark_required');
    const svg = {
      name: 'x.svg',
      bytes: new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    };
    await expectRefusal(await submit(t, who, { photos: [photo], logo: svg }), 400, 'unsafe_svg');
    await expectRefusal(await submit(t, who, { photos: [photo], logo: photo }), 400, 'invalid_logo_type');
    const imageLayer = { id: 'l', kind: 'image', fileId: 'other', width: 10, height: 10 };
    await expectRefusal(
      await submit(t, who, { photos: [photo], logo, settings: { layers: [imageLayer] } }),
      400,
      'watermark_logo_missing',
    );
    const textOnly = { layers: [{ id: 't', kind: 'text', text: '© {artist}' }] };
    await expectRefusal(
      await submit(t, who, { photos: [photo], logo, settings: textOnly }),
      400,
      'watermark_logo_unexpected',
    );
    await expectRefusal(await submit(t, who, { photos: [photo], preset: 'nope' }), 400, 'preset_not_found');
    await expectRefusal(
      await submit(t, who, { photos: [photo], preset: crypto.randomUUID() }),
      400,
      'preset_not_found',
    );
  });

  it("answers 404 for a missing job, a malformed id and another account's job", async () => {
    const res = await submit(t, who, { photos: [photo], logo });
    const { id } = (await res.json()) as CreatedJobDto;
    const other = await apiAccount(t);
    for (const path of [`/api/v1/jobs/${id}`, `/api/v1/jobs/${id}/result`]) {
      await expectRefusal(await t.app.request(path, { headers: other.auth }), 404, 'job_not_found');
    }
    await expectRefusal(
      await t.app.request(`/api/v1/jobs/${id}`, { method: 'DELETE', headers: other.auth }),
      404,
      'job_not_found',
    );
    await expectRefusal(
      await t.app.request(`/api/v1/jobs/${crypto.randomUUID()}`, { headers: who.auth }),
      404,
      'job_not_found',
    );
    await expectRefusal(
      await t.app.request('/api/v1/jobs/not-a-uuid', { headers: who.auth }),
      404,
      'job_not_found',
    );
    // The owner's job went on regardless.
    expect((await waitForJob(t, who, id)).status).toBe('done');
    await expectRefusal(
      await t.app.request(`/api/v1/jobs/${id}`, { method: 'DELETE', headers: who.auth }),
      409,
      'job_finished',
    );
  });

  it('answers 409 for the result of a job that has none yet, or none at all', async () => {
    // Six 6 MP photos are a second of work: the job is still going when it is cancelled.
    const work = await workPhoto();
    const res = await submit(t, who, { photos: Array.from({ length: 6 }, () => work), logo });
    const { id } = (await res.json()) as CreatedJobDto;
    await expectRefusal(
      await t.app.request(`/api/v1/jobs/${id}/result`, { headers: who.auth }),
      409,
      'job_not_done',
    );
    expect((await t.app.request(`/api/v1/jobs/${id}`, { method: 'DELETE', headers: who.auth })).status).toBe(
      200,
    );
    await expectRefusal(
      await t.app.request(`/api/v1/jobs/${id}/result`, { headers: who.auth }),
      409,
      'job_has_no_result',
    );
  });

  it('fails a photo of another format alone, named, and composes the rest', async () => {
    const text = { name: 'notes-été.jpg', bytes: new TextEncoder().encode('not a photo at all') };
    const svg = {
      name: 'vector.svg',
      bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    };
    const broken = { name: 'cut.jpg', bytes: photo.bytes.slice(0, 400) };
    const res = await submit(t, who, { photos: [photo, text, svg, broken, photo], logo });
    expect(res.status).toBe(202);
    const job = await waitForJob(t, who, ((await res.json()) as CreatedJobDto).id);
    expect(job.status).toBe('done');
    expect(job.done).toBe(2);
    expect(job.failed.map((f) => [f.index, f.name, f.code])).toEqual([
      [1, 'notes-été.jpg', 'unsupported_type'],
      [2, 'vector.svg', 'unsupported_type'],
      [3, 'cut.jpg', 'image_load'],
    ]);
    for (const f of job.failed) expect(f.message.split(f.name)).toHaveLength(2);
    expect(job.failed[2]!.message).toBe(
      'Failed to load image: cut.jpg (it could not be read as an image: the file may be damaged or cut short)',
    );
  });
});
