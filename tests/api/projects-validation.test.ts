import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixture, jpeg, projectForm, send, signedInUser, type Actor } from '../helpers/projects';
import { createDbProjectStorage } from '#server/services/project-storage-db';
import type { ProjectDto, ProjectListDto } from '#shared/schemas/projects';
import { BENIGN } from '../unit/svg-benign-corpus';

const svg = (inner: string, attrs = '') =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`,
  );

describe.each(DB_KINDS)('saved project uploads are checked on %s', (kind) => {
  let t: TestApp;
  let user: Actor;
  let photo: Uint8Array;
  const logo = { name: 'logo.png', bytes: fixture('logo.png') };

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signedInUser(t, 'ultra');
    photo = await jpeg(7);
  });
  afterAll(() => t.close());

  const post = (form: FormData) => send(t, user, 'POST', '/api/projects', form);
  async function refused(form: FormData, status: number, code: string, message?: string) {
    const res = await post(form);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    if (message) expect(body.error.message).toBe(message);
    return body.error.message;
  }

  it.each([
    ['a script', svg('<script>alert(document.cookie)</script>'), 'contains a script'],
    ['an onload handler', svg('<rect/>', ' onload="alert(1)"'), 'event handlers'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), 'javascript:'],
    ['an external image', svg('<image href="https://evil.example/track.png"/>'), 'other servers'],
    ['a foreignObject', svg('<foreignObject><p>hi</p></foreignObject>'), 'foreignObject'],
    // Bypasses of the former pattern list (issue 10, item 8).
    ['a quoted ">" before onload', svg('<rect/>', ' data-x=">" onload="alert(1)"'), 'event handlers'],
    ['a <set> of href', svg('<a><set attributeName="href" to="https://evil.example/"/></a>'), '<set>'],
    ['a CSS-escaped url()', svg('<rect style="fill:url(\\68ttps://evil.example/p)"/>'), 'other servers'],
    [
      'an external DTD',
      new TextEncoder().encode(
        `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>`,
      ),
      'DOCTYPE',
    ],
  ])('refuses an SVG logo with %s, with a clear message', async (_what, bytes, words) => {
    const form = projectForm('Forged', [{ name: 'a.jpg', bytes: photo }], {
      name: 'logo.svg',
      bytes,
      type: 'image/svg+xml',
    });
    const message = await refused(form, 400, 'unsafe_svg');
    expect(message).toContain(words);
  });

  it.each(BENIGN)('accepts an SVG logo as design tools export it: %s', async (_what, text) => {
    const form = projectForm('Exported', [], {
      name: 'logo.svg',
      bytes: new TextEncoder().encode(text),
      type: 'image/svg+xml',
    });
    expect((await post(form)).status).toBe(201);
  });

  it('judges files by content, not by name or declared type', async () => {
    const fake = { name: 'photo.jpg', bytes: fixture('not-an-image.jpg'), type: 'image/jpeg' };
    await refused(
      projectForm('P', [fake], logo),
      400,
      'invalid_image_type',
      // Ultra keeps full-size photos of its own types (decision 279); Lite's list: projects-full-size.test.ts.
      '"photo.jpg" is not a JPEG, PNG, WEBP, HEIC, HEIF or AVIF image.',
    );
    const jpegLogo = { name: 'logo.png', bytes: photo, type: 'image/png' };
    await refused(
      projectForm('P', [], jpegLogo),
      400,
      'invalid_logo_type',
      'The logo must be a PNG or SVG file.',
    );
    // A text file named .heic is no HEIC either.
    const notHeic = { name: 'iphone.heic', bytes: fixture('not-an-image.jpg'), type: 'image/heic' };
    await refused(
      projectForm('P', [notHeic], logo),
      400,
      'invalid_image_type',
      '"iphone.heic" is not a JPEG, PNG, WEBP, HEIC, HEIF or AVIF image.',
    );
    // A PNG named .jpg is still a PNG: accepted and served as one.
    const res = await post(projectForm('P', [{ name: 'x.jpg', bytes: fixture('transparent.png') }], logo));
    expect(res.status).toBe(201);
    const p = ((await res.json()) as { project: ProjectDto }).project;
    expect((await send(t, user, 'GET', p.image_urls[0]!)).headers.get('content-type')).toBe('image/png');
  });

  it('needs a name, a logo and one position per photo', async () => {
    await refused(projectForm('   ', [], logo), 400, 'project_name_required', 'Please enter a project name');
    await refused(projectForm('x'.repeat(101), [], logo), 400, 'project_name_too_long');
    await refused(
      projectForm('P', [{ name: 'a.jpg', bytes: photo }], null),
      400,
      'project_logo_required',
      'No logo to save',
    );
    await refused(projectForm('P', [{ name: 'a.jpg', bytes: photo }], logo, {}), 400, 'invalid_positions');
    await refused(
      projectForm('P', [], logo, { a: { x: 0, y: 0, scale: 1, opacity: 1, rotation: 0 } }),
      400,
      'invalid_positions',
    );
  });

  it('refuses a photo over the full-size limit of 25 MB (10 MB on Lite: projects-full-size.test.ts)', async () => {
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set(photo);
    await refused(
      projectForm('Big', [{ name: 'huge.jpg', bytes: big }], logo),
      413,
      'file_too_large',
      '"huge.jpg" is larger than 25 MB.',
    );
  });

  it('saves and loads a project of 50 photos, and refuses 51', async () => {
    const many = await Promise.all(Array.from({ length: 51 }, (_, i) => jpeg(i + 100)));
    const files = many.map((bytes, i) => ({ name: `p${i}.jpg`, bytes }));
    await refused(
      projectForm('Too many', files, logo),
      400,
      'too_many_images',
      'A project can hold at most 50 photos.',
    );
    const res = await post(projectForm('Fifty', files.slice(0, 50), logo));
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { project: ProjectDto }).project.id;
    const p = ((await (await send(t, user, 'GET', `/api/projects/${id}`)).json()) as { project: ProjectDto })
      .project;
    expect(p.image_count).toBe(50);
    expect(Object.keys(p.positions)).toEqual(files.slice(0, 50).map((_, i) => `img-${i}`));
    const last = await send(t, user, 'GET', p.image_urls[49]!);
    expect(new Uint8Array(await last.arrayBuffer())).toEqual(many[49]);
  });

  it('leaves nothing behind when a save fails midway', async () => {
    const failing = createDbProjectStorage(t.db, {
      afterFirstImageRow: () => {
        throw new Error('killed after the first image row');
      },
    });
    const before = (await (await send(t, user, 'GET', '/api/projects')).json()) as ProjectListDto;
    const input = {
      name: 'Interrupted',
      positions: {
        a: { x: 0, y: 0, scale: 0.5, opacity: 1, rotation: 0 },
        b: { x: 0, y: 0, scale: 0.5, opacity: 1, rotation: 0 },
      },
      logo: { name: 'logo.png', type: 'image/png', bytes: logo.bytes, width: null, height: null },
      images: [0, 1].map(() => ({ name: 'a.jpg', type: 'image/jpeg', bytes: photo, width: 16, height: 12 })),
    };
    await expect(failing.create(user.id, input, { maxProjects: null })).rejects.toThrow(
      'killed after the first image row',
    );
    const after = (await (await send(t, user, 'GET', '/api/projects')).json()) as ProjectListDto;
    expect(after.projects.map((p) => p.id)).toEqual(before.projects.map((p) => p.id));
    const named = await t.db.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', 'Interrupted')
      .execute();
    expect(named).toEqual([]);
    const orphans = await t.db.db
      .selectFrom('project_images')
      .leftJoin('projects', 'projects.id', 'project_images.project_id')
      .select('project_images.project_id')
      .where('projects.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);

    // An interrupted update keeps the previous version whole.
    const kept = before.projects[0]!;
    await expect(failing.replace(user.id, kept.id, input)).rejects.toThrow();
    const again = (
      (await (await send(t, user, 'GET', `/api/projects/${kept.id}`)).json()) as { project: ProjectDto }
    ).project;
    expect(again).toEqual(kept);
  });
});
