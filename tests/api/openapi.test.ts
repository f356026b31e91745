// The OpenAPI 3.1 document: valid per a maintained validator, served without a key, and every answer
// the API gives in these calls matches the document's schema for its path, method and status.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedJobDto } from '#shared/schemas/api-jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  apiAccount,
  jobForm,
  jpegPhoto,
  pngLogo,
  waitForJob,
  workPhoto,
  type KeyHolder,
} from '../helpers/api-jobs';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  let who: KeyHolder;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const seen = new Set<string>();
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { jobs: true });
    who = await apiAccount(t);
  });
  afterAll(() => t.close());

  it('is served without a key and valid OpenAPI 3.1', async () => {
    const res = await t.app.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('says what each output setting and each part of a photo failure means', () => {
    type Props = { properties: Record<string, { description?: string }> };
    const settings = doc.components.schemas.JobSettings as { properties: { export: Props } };
    const job = doc.components.schemas.Job as { properties: { failed: { items: Props } } };
    const undescribed = (p: Props) =>
      Object.entries(p.properties)
        .filter(([, v]) => !v.description)
        .map(([k]) => k);
    expect(undescribed(settings.properties.export)).toEqual([]);
    expect(undescribed(job.properties.failed.items)).toEqual([]);
    const codes = job.properties.failed.items.properties.code!.description!;
    for (const code of ['unsupported_type', 'invalid_image', 'image_load', 'format_too_large'])
      expect(codes).toContain(code);
  });

  it('says the callback signature is keyed with the callback_secret string as given', async () => {
    const raw = (await (await t.app.request('/api/v1/openapi.json')).json()) as {
      webhooks: { jobFinished: { post: { parameters: { description: string }[] } } };
    };
    // A hex secret is easily hex-decoded first, which gives a signature that never matches.
    expect(raw.webhooks.jobFinished.post.parameters[0]!.description).toMatch(/not hex-decoded/);
  });

  /** Checks one answer against the document and records that this documented response was seen. */
  async function check(path: string, method: string, res: Response) {
    const op = doc.paths[path]?.[method];
    const documented = op?.responses?.[String(res.status)];
    expect(documented, `${method.toUpperCase()} ${path} ${res.status} is documented`).toBeDefined();
    seen.add(`${method} ${path} ${res.status}`);
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!;
    const media = documented!.content?.[type];
    expect(media, `${type} documented for ${res.status}`).toBeDefined();
    if (type !== 'application/json') return;
    const ref = (media!.schema as { $ref: string }).$ref.split('/').pop()!;
    const validate = ajv.compile(doc.components.schemas[ref] as object);
    const body: unknown = await res.json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  }

  it('describes every answer the API gives', async () => {
    const call = (path: string, init: RequestInit = {}) =>
      t.app.request(`/api/v1${path}`, { ...init, headers: { ...who.auth, ...init.headers } });
    const photo = await jpegPhoto('a.jpg');
    const logo = await pngLogo();
    await check('/me', 'get', await call('/me'));
    await check('/me', 'get', await t.app.request('/api/v1/me'));
    const pro = await apiAccount(t, 'pro');
    await check('/me', 'get', await t.app.request('/api/v1/me', { headers: pro.auth }));

    const post = (form: FormData) => call('/jobs', { method: 'POST', body: form });
    const created = await post(jobForm({ photos: [photo, photo, photo], logo }));
    const { id } = (await created.clone().json()) as CreatedJobDto;
    await check('/jobs', 'post', created);
    await check('/jobs', 'post', await post(jobForm({ logo })));
    await check('/jobs/{id}', 'get', await call(`/jobs/${id}`));
    await check('/jobs/{id}', 'get', await call(`/jobs/${crypto.randomUUID()}`));
    await check('/jobs/{id}/result', 'get', await call(`/jobs/${crypto.randomUUID()}/result`));
    await waitForJob(t, who, id);
    await check('/jobs/{id}/result', 'get', await call(`/jobs/${id}/result`));
    await check('/jobs/{id}', 'delete', await call(`/jobs/${id}`, { method: 'DELETE' }));
    await check('/jobs/{id}', 'delete', await call(`/jobs/${crypto.randomUUID()}`, { method: 'DELETE' }));

    // Six 6 MP photos are a second of work: the job is still going when these calls come.
    const work = await workPhoto();
    const slowForm = jobForm({ photos: Array.from({ length: 6 }, () => work), logo });
    const slow = (await (await post(slowForm)).json()) as CreatedJobDto;
    await check('/jobs/{id}/result', 'get', await call(`/jobs/${slow.id}/result`));
    await check('/jobs/{id}', 'delete', await call(`/jobs/${slow.id}`, { method: 'DELETE' }));
    t.setNow(new Date(Date.now() + 25 * 3600_000));
    try {
      await t.jobs!.jobs.sweep();
      await check('/jobs/{id}/result', 'get', await call(`/jobs/${id}/result`));
    } finally {
      t.setNow(null);
    }
    const day = new Date().toISOString().slice(0, 10);
    await t.db.db
      .updateTable('usage_daily')
      .set({ count: 5000 })
      .where('user_id', '=', who.user.id)
      .where('day', '=', day)
      .execute();
    await check('/jobs', 'post', await post(jobForm({ photos: [photo], logo })));

    // Every documented answer was seen, but the ones these calls cannot cause cheaply.
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        Object.keys(op.responses ?? {}).map((status) => `${method} ${path} ${status}`),
      ),
    );
    const notCaused = ['413', '503', '401', '403', '429'];
    const missing = documented.filter((d) => !seen.has(d) && !notCaused.some((s) => d.endsWith(` ${s}`)));
    expect(missing).toEqual([]);
  });
});
