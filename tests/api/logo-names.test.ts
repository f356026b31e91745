// A layer's logo keeps the name the user's file had (decision 384): the "logos" parts are named by
// fileId, so the names travel in the meta's "logoNames"; a save without them names each file by its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixture, projectForm, send, signedInUser, type Actor } from '../helpers/projects';
import { imageLayer, presetForm, textLayer, watermarkOf } from '../helpers/presets';
import type { ProjectDto } from '#shared/schemas/projects';
import type { PresetDto } from '#shared/schemas/presets';

describe.each(DB_KINDS)('logo file names on %s', (kind) => {
  let t: TestApp;
  let alice: Actor;
  const png = fixture('logo.png');
  const svg = fixture('logo.svg');
  const layers = [imageLayer('logo'), textLayer('credit'), imageLayer('badge')];
  const logos = [
    { fileId: 'file-logo', bytes: png },
    { fileId: 'file-badge', bytes: svg, type: 'image/svg+xml' },
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInUser(t, 'pro');
  });
  afterAll(() => t.close());

  /** A layered project without photos; `meta` adds to its JSON part. */
  function projectSave(meta: Record<string, unknown>) {
    const form = projectForm('Named', [], null, undefined, {
      watermark: { ...watermarkOf(layers), photos: [] },
      ...meta,
    });
    for (const l of logos) {
      form.append('logos', new File([l.bytes as BlobPart], l.fileId, { type: l.type ?? 'image/png' }));
    }
    return form;
  }
  const presetSave = (meta: Record<string, unknown>) =>
    presetForm({ name: 'Named', watermark: watermarkOf(layers), ...meta }, logos);

  const names = (logos: { file_id: string; name: string }[]) =>
    Object.fromEntries(logos.map((l) => [l.file_id, l.name]));
  const project = async (res: Response) => ((await res.json()) as { project: ProjectDto }).project;
  const preset = async (res: Response) => ((await res.json()) as { preset: PresetDto }).preset;
  const fileName = (res: Response) => res.headers.get('content-disposition') ?? '';

  const logoNames = { 'file-logo': 'studio-logo.png', 'file-badge': 'Badge – שלום.svg' };

  it('keeps a project logo’s own name, through a reload and a replacing save', async () => {
    const res = await send(t, alice, 'POST', '/api/projects', projectSave({ logoNames }));
    expect(res.status).toBe(201);
    const p = await project(res);
    expect(names(p.logos)).toEqual(logoNames);
    // The first image layer's file is the project's logo: it has the same name.
    expect(p.logo_name).toBe('studio-logo.png');

    const loaded = await project(await send(t, alice, 'GET', `/api/projects/${p.id}`));
    expect(names(loaded.logos)).toEqual(logoNames);
    const file = await send(t, alice, 'GET', loaded.logos.find((l) => l.file_id === 'file-logo')!.url);
    expect(file.status).toBe(200);
    expect(fileName(file)).toContain('studio-logo.png');

    const renamed = { 'file-logo': 'studio-logo-v2.png' };
    const put = await send(t, alice, 'PUT', `/api/projects/${p.id}`, projectSave({ logoNames: renamed }));
    expect(put.status).toBe(200);
    expect(names((await project(put)).logos)).toEqual({ ...renamed, 'file-badge': 'file-badge' });
  });

  it('keeps a preset logo’s own name, through a reload', async () => {
    const res = await send(t, alice, 'POST', '/api/presets', presetSave({ logoNames }));
    expect(res.status).toBe(201);
    const p = await preset(res);
    expect(names(p.logos)).toEqual(logoNames);
    const loaded = await preset(await send(t, alice, 'GET', `/api/presets/${p.id}`));
    expect(names(loaded.logos)).toEqual(logoNames);
  });

  it('names each file by its fileId when a save sends no names (older clients, the API)', async () => {
    const byId = { 'file-logo': 'file-logo', 'file-badge': 'file-badge' };
    const pr = await send(t, alice, 'POST', '/api/projects', projectSave({}));
    expect(pr.status).toBe(201);
    expect(names((await project(pr)).logos)).toEqual(byId);
    const ps = await send(t, alice, 'POST', '/api/presets', presetSave({}));
    expect(ps.status).toBe(201);
    expect(names((await preset(ps)).logos)).toEqual(byId);
  });

  // A fileId is any text; looked up as a property, 'constructor' found Object's own and answered 500.
  it('names a file whose fileId is also an object property by its fileId', async () => {
    const odd = [imageLayer('a', 'constructor'), imageLayer('b', 'toString')];
    const files = odd.map((l) => ({ fileId: l.fileId, bytes: png }));
    const byId = { constructor: 'constructor', toString: 'toString' };
    for (const meta of [{}, { logoNames: { constructor: 'studio-logo.png' } }]) {
      const res = await send(
        t,
        alice,
        'POST',
        '/api/presets',
        presetForm({ name: 'Odd ids', watermark: watermarkOf(odd), ...meta }, files),
      );
      expect(res.status).toBe(201);
      expect(names((await preset(res)).logos)).toEqual({ ...byId, ...meta.logoNames });
    }
  });

  it('cleans a name as any uploaded file name, and falls back to the fileId for an empty one', async () => {
    const dirty = { 'file-logo': 'C:\\Users\\dana\\brand.png', 'file-badge': ' \u0007 ' };
    const res = await send(t, alice, 'POST', '/api/presets', presetSave({ logoNames: dirty }));
    expect(res.status).toBe(201);
    expect(names((await preset(res)).logos)).toEqual({
      'file-logo': 'brand.png',
      'file-badge': 'file-badge',
    });
  });

  it.each([
    ['a file no layer uses', { 'file-other': 'x.png' }],
    ['a name past 255 characters', { 'file-logo': `${'a'.repeat(252)}.png` }],
    ['a name that is not text', { 'file-logo': 7 }],
  ])('refuses names naming %s', async (_, bad) => {
    for (const [url, form] of [
      ['/api/projects', projectSave({ logoNames: bad })],
      ['/api/presets', presetSave({ logoNames: bad })],
    ] as const) {
      const res = await send(t, alice, 'POST', url, form);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_watermark');
    }
  });

  it('still names a one-logo project (no layers) by its "logo" part', async () => {
    const res = await send(
      t,
      alice,
      'POST',
      '/api/projects',
      projectForm('Old shape', [], { name: 'brand-mark.png', bytes: png }),
    );
    expect(res.status).toBe(201);
    const p = await project(res);
    expect(p.logo_name).toBe('brand-mark.png');
    expect(p.logos).toEqual([]);
  });
});
