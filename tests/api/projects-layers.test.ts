import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixture, jpeg, projectForm, send, settings, signedInUser, type Actor } from '../helpers/projects';
import { imageLayer, placement, textLayer, watermarkOf, type WatermarkLogoFile } from '../helpers/presets';
import type { ProjectDto } from '#shared/schemas/projects';

/** A project save with layers: "meta" with the watermark, photos, and "logos" parts named by fileId. */
function layeredForm(
  name: string,
  photos: Uint8Array[],
  watermark: Record<string, unknown>,
  logos: WatermarkLogoFile[],
): FormData {
  const positions =
    photos.length === 0
      ? { 'logo-settings': settings() }
      : Object.fromEntries(photos.map((_, i) => [`img-${i}`, settings(0.1 * i, 0.2)]));
  const form = new FormData();
  form.append('meta', JSON.stringify({ name, positions, watermark }));
  for (const [i, b] of photos.entries()) {
    form.append('images', new File([b as BlobPart], `p${i}.jpg`, { type: 'image/jpeg' }));
  }
  for (const l of logos)
    form.append('logos', new File([l.bytes as BlobPart], l.fileId, { type: l.type ?? 'image/png' }));
  return form;
}

describe.each(DB_KINDS)('projects keep their layers on %s', (kind) => {
  let t: TestApp;
  let alice: Actor;
  let bob: Actor;
  let photos: Uint8Array[];
  const png = fixture('logo.png');
  const svg = fixture('logo.svg');

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInUser(t, 'ultra');
    bob = await signedInUser(t, 'ultra');
    photos = await Promise.all([1, 2].map((s) => jpeg(s)));
  });
  afterAll(() => t.close());

  const project = async (res: Response) => ((await res.json()) as { project: ProjectDto }).project;
  const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it('round-trips layers, project-level and per-photo placements, and every logo file', async () => {
    const layers = [imageLayer('logo'), textLayer('credit'), imageLayer('badge')];
    const watermark = {
      ...watermarkOf(layers),
      photos: [{ logo: placement(0.9, 0.9), credit: placement(0.5, 0.1) }, { badge: placement(0.2, 0.3) }],
    };
    const logos = [
      { fileId: 'file-logo', bytes: png },
      { fileId: 'file-badge', bytes: svg, type: 'image/svg+xml' },
    ];
    const res = await send(
      t,
      alice,
      'POST',
      '/api/projects',
      layeredForm('Layers', photos, watermark, logos),
    );
    expect(res.status).toBe(201);
    const p = await project(res);
    expect(p.watermark?.layers).toEqual(layers);
    expect(p.watermark?.placements).toEqual(watermark.placements);
    expect(p.watermark?.photos).toEqual(watermark.photos);
    expect(p.logos.map((l) => l.file_id)).toEqual(['file-badge', 'file-logo']);
    // The first image layer's file is the project's logo, for the list and older readers.
    expect(p.logo_type).toBe('image/png');
    expect(new Uint8Array(await (await send(t, alice, 'GET', p.logo_url!)).arrayBuffer())).toEqual(png);

    const loaded = await project(await send(t, alice, 'GET', `/api/projects/${p.id}`));
    expect(loaded).toEqual(p);
    const badge = p.logos.find((l) => l.file_id === 'file-badge')!;
    const file = await send(t, alice, 'GET', badge.url);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(svg);
    expect((await send(t, bob, 'GET', badge.url)).status).toBe(404);
    expect((await send(t, alice, 'GET', `/api/projects/${p.id}/logos/nope`)).status).toBe(404);

    // Saved again in the old shape, the project drops its layers and their files.
    const old = await send(
      t,
      alice,
      'PUT',
      `/api/projects/${p.id}`,
      projectForm('Old', [], { name: 'l.png', bytes: png }),
    );
    expect(old.status).toBe(200);
    const o = await project(old);
    expect([o.watermark, o.logos]).toEqual([null, []]);
    expect((await send(t, alice, 'GET', badge.url)).status).toBe(404);
  });

  it('saves a text-only watermark: no logo file, and the list still answers', async () => {
    const watermark = { ...watermarkOf([textLayer('credit')]), photos: [{}] };
    const res = await send(
      t,
      alice,
      'POST',
      '/api/projects',
      layeredForm('Text', [photos[0]!], watermark, []),
    );
    expect(res.status).toBe(201);
    const p = await project(res);
    expect(p.logo_url).toBeNull();
    expect(p.watermark?.layers[0]?.kind).toBe('text');
    expect((await send(t, alice, 'GET', `/api/projects/${p.id}/logo`)).status).toBe(404);
    expect((await send(t, alice, 'GET', p.thumbnail_url)).status).toBe(200);
    const list = (await (await send(t, alice, 'GET', '/api/projects')).json()) as { projects: ProjectDto[] };
    expect(list.projects.find((x) => x.id === p.id)?.watermark?.layers).toHaveLength(1);
  });

  it('opens a project saved before layers with no watermark, its logo and positions as saved', async () => {
    const res = await send(
      t,
      alice,
      'POST',
      '/api/projects',
      projectForm('Before', [], { name: 'logo.png', bytes: png }),
    );
    const p = await project(res);
    expect(p.watermark).toBeNull();
    expect(p.logos).toEqual([]);
    expect(p.positions).toEqual({ 'logo-settings': settings() });
    expect(new Uint8Array(await (await send(t, alice, 'GET', p.logo_url!)).arrayBuffer())).toEqual(png);
  });

  it('refuses layered saves that do not add up, with the spec messages kept', async () => {
    const wm = (photosMaps: unknown[]) => ({ ...watermarkOf([imageLayer('l')]), photos: photosMaps });
    const file = [{ fileId: 'file-l', bytes: png }];
    const cases: [FormData, string][] = [
      [layeredForm('Empty', [], { layers: [], placements: {}, photos: [] }, []), 'project_logo_required'],
      [layeredForm('No file', [], wm([]), []), 'watermark_logo_missing'],
      [layeredForm('Stray', [], wm([]), [...file, { fileId: 'x', bytes: png }]), 'watermark_logo_unexpected'],
      [layeredForm('Count', photos, wm([{}]), file), 'invalid_positions'],
      [layeredForm('Ghost', [photos[0]!], wm([{ ghost: placement() }]), file), 'invalid_watermark'],
      [
        layeredForm('Unsafe', [], wm([]), [
          {
            fileId: 'file-l',
            bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>'),
          },
        ]),
        'unsafe_svg',
      ],
    ];
    const both = layeredForm('Both', [], wm([]), file);
    both.append('logo', new File([png as BlobPart], 'logo.png', { type: 'image/png' }));
    cases.push([both, 'invalid_upload']);
    for (const [form, expected] of cases) {
      const res = await send(t, bob, 'POST', '/api/projects', form);
      expect(res.status).toBe(400);
      expect(await code(res)).toBe(expected);
    }
    const list = (await (await send(t, bob, 'GET', '/api/projects')).json()) as { projects: ProjectDto[] };
    expect(list.projects).toEqual([]);
  });
});
