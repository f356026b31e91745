import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN } from '../helpers/auth';
import { fixture, send, signedInUser, type Actor } from '../helpers/projects';
import { imageLayer, placement, presetForm, textLayer, watermarkOf } from '../helpers/presets';
import { PRESET_MAX_PER_USER, type PresetDto, type PresetListDto } from '#shared/schemas/presets';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';

const svgBytes = (body: string) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="10">${body}</svg>`);

describe.each(DB_KINDS)('presets on %s', (kind) => {
  let t: TestApp;
  let alice: Actor;
  let bob: Actor;
  const png = fixture('logo.png');
  const svg = fixture('logo.svg');

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInUser(t);
    bob = await signedInUser(t);
  });
  afterAll(() => t.close());

  const twoLogosAndText = () => {
    const layers = [imageLayer('logo'), textLayer('credit'), imageLayer('badge')];
    return {
      meta: {
        name: '  Proofs  ',
        watermark: watermarkOf(layers),
        exportSettings: { ...DEFAULT_EXPORT_SETTINGS, format: 'png' },
      },
      logos: [
        { fileId: 'file-logo', bytes: png },
        { fileId: 'file-badge', bytes: svg, type: 'image/svg+xml' },
      ],
    };
  };

  async function create(
    who: Actor,
    meta: Record<string, unknown>,
    logos: Parameters<typeof presetForm>[1] = [],
  ) {
    return send(t, who, 'POST', '/api/presets', presetForm(meta, logos));
  }
  const json = (who: Actor, method: string, url: string, body: unknown) =>
    t.app.request(url, {
      method,
      body: JSON.stringify(body),
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...who.headers },
    });
  const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it('saves a preset with its layers, logo files and output settings, and loads it back', async () => {
    const { meta, logos } = twoLogosAndText();
    const res = await create(alice, meta, logos);
    expect(res.status).toBe(201);
    const p = ((await res.json()) as { preset: PresetDto }).preset;
    expect(p.name).toBe('Proofs');
    expect(p.watermark.layers.map((l) => l.id)).toEqual(['logo', 'credit', 'badge']);
    expect(p.watermark.placements.credit).toEqual(placement(0.1, 0.5));
    expect(p.export_settings?.format).toBe('png');
    expect(p.logos.map((l) => [l.file_id, l.type])).toEqual([
      ['file-badge', 'image/svg+xml'],
      ['file-logo', 'image/png'],
    ]);

    const got = await send(t, alice, 'GET', `/api/presets/${p.id}`);
    expect(got.status).toBe(200);
    expect(((await got.json()) as { preset: PresetDto }).preset).toEqual(p);

    for (const [i, l] of p.logos.entries()) {
      const file = await send(t, alice, 'GET', l.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(l.type);
      expect(file.headers.get('cache-control')).toContain('private');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(i === 0 ? svg : png);
    }
    const svgFile = await send(t, alice, 'GET', p.logos[0]!.url);
    expect(svgFile.headers.get('content-security-policy')).toContain("script-src 'none'");
  });

  it('keeps presets private: another account sees none of them and gets 404 for each', async () => {
    const { meta, logos } = twoLogosAndText();
    const p = (
      (await (await create(alice, { ...meta, name: 'Mine' }, logos)).json()) as { preset: PresetDto }
    ).preset;
    const list = (await (await send(t, bob, 'GET', '/api/presets')).json()) as PresetListDto;
    expect(list.presets).toEqual([]);
    expect(list.max_presets).toBe(PRESET_MAX_PER_USER);
    for (const [method, url] of [
      ['GET', `/api/presets/${p.id}`],
      ['GET', p.logos[0]!.url],
      ['DELETE', `/api/presets/${p.id}`],
    ] as const) {
      const res = await send(t, bob, method, url);
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe('preset_not_found');
    }
    const put = await send(t, bob, 'PUT', `/api/presets/${p.id}`, presetForm(meta, logos));
    expect(put.status).toBe(404);
    expect((await json(bob, 'PUT', `/api/presets/${p.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await send(t, alice, 'GET', `/api/presets/${p.id}`)).status).toBe(200);
    expect((await send(t, null, 'GET', '/api/presets')).status).toBe(401);
  });

  it('lists newest first, renames with JSON, replaces with multipart, and deletes', async () => {
    const carol = await signedInUser(t);
    const a = (
      (await (await create(carol, { name: 'A', watermark: watermarkOf([textLayer('t')]) })).json()) as {
        preset: PresetDto;
      }
    ).preset;
    await create(carol, { name: 'B', watermark: watermarkOf([textLayer('t')]) });
    let list = (await (await send(t, carol, 'GET', '/api/presets')).json()) as PresetListDto;
    expect(list.presets.map((p) => p.name)).toEqual(['B', 'A']);
    expect(a.logos).toEqual([]);
    expect(a.export_settings).toBeNull();

    const renamed = await json(carol, 'PUT', `/api/presets/${a.id}`, { name: ' Renamed ' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { preset: PresetDto }).preset.name).toBe('Renamed');
    const empty = await json(carol, 'PUT', `/api/presets/${a.id}`, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(await errorCode(empty)).toBe('preset_name_required');

    const replaced = await send(
      t,
      carol,
      'PUT',
      `/api/presets/${a.id}`,
      presetForm({ name: 'Replaced', watermark: watermarkOf([imageLayer('l')]) }, [
        { fileId: 'file-l', bytes: png },
      ]),
    );
    expect(replaced.status).toBe(200);
    const r = ((await replaced.json()) as { preset: PresetDto }).preset;
    expect(r).toMatchObject({ id: a.id, name: 'Replaced', created_at: a.created_at });
    expect(r.watermark.layers[0]?.kind).toBe('image');
    expect(new Uint8Array(await (await send(t, carol, 'GET', r.logos[0]!.url)).arrayBuffer())).toEqual(png);

    expect((await send(t, carol, 'DELETE', `/api/presets/${a.id}`)).status).toBe(204);
    expect((await send(t, carol, 'GET', `/api/presets/${a.id}`)).status).toBe(404);
    expect((await send(t, carol, 'GET', r.logos[0]!.url)).status).toBe(404);
    list = (await (await send(t, carol, 'GET', '/api/presets')).json()) as PresetListDto;
    expect(list.presets.map((p) => p.name)).toEqual(['B']);
  });

  it('refuses bad names, bad layers, missing or stray files, unsafe SVG and non-logo files', async () => {
    const dana = await signedInUser(t);
    const wm = watermarkOf([imageLayer('l')]);
    const file = [{ fileId: 'file-l', bytes: png }];
    const cases: [Record<string, unknown>, Parameters<typeof presetForm>[1], number, string][] = [
      [{ name: '', watermark: wm }, file, 400, 'preset_name_required'],
      [{ name: 'x'.repeat(101), watermark: wm }, file, 400, 'preset_name_too_long'],
      [{ name: 'Bad\u0000', watermark: wm }, file, 400, 'invalid_characters'],
      [
        { name: 'Nine', watermark: watermarkOf(Array.from({ length: 9 }, (_, i) => textLayer(`t${i}`))) },
        [],
        400,
        'invalid_watermark',
      ],
      [
        { name: 'Twins', watermark: watermarkOf([textLayer('t'), textLayer('t')]) },
        [],
        400,
        'invalid_watermark',
      ],
      [
        { name: 'Stray', watermark: { layers: [textLayer('t')], placements: { ghost: placement() } } },
        [],
        400,
        'invalid_watermark',
      ],
      [
        { name: 'Colour', watermark: watermarkOf([{ ...textLayer('t'), style: { color: 'red' } } as never]) },
        [],
        400,
        'invalid_watermark',
      ],
      [
        { name: 'Out', watermark: wm, exportSettings: { format: 'gif' } },
        file,
        400,
        'invalid_export_settings',
      ],
      [{ name: 'No file', watermark: wm }, [], 400, 'watermark_logo_missing'],
      [
        { name: 'Extra', watermark: wm },
        [...file, { fileId: 'other', bytes: png }],
        400,
        'watermark_logo_unexpected',
      ],
      [
        { name: 'Jpeg', watermark: wm },
        [{ fileId: 'file-l', bytes: fixture('landscape.jpg') }],
        400,
        'invalid_logo_type',
      ],
      [
        { name: 'Script', watermark: wm },
        [{ fileId: 'file-l', bytes: svgBytes('<script>alert(1)</script>'), type: 'image/svg+xml' }],
        400,
        'unsafe_svg',
      ],
      [
        { name: 'Big', watermark: wm },
        [{ fileId: 'file-l', bytes: new Uint8Array(10 * 1024 * 1024 + 1) }],
        413,
        'file_too_large',
      ],
    ];
    for (const [meta, logos, status, code] of cases) {
      const res = await create(dana, meta, logos);
      expect([meta.name, res.status]).toEqual([meta.name, status]);
      expect([meta.name, await errorCode(res)]).toEqual([meta.name, code]);
    }
    const notMultipart = await json(dana, 'POST', '/api/presets', { name: 'JSON', watermark: wm });
    expect(await errorCode(notMultipart)).toBe('invalid_upload');
    expect(((await (await send(t, dana, 'GET', '/api/presets')).json()) as PresetListDto).presets).toEqual(
      [],
    );
  });

  it(`caps an account at ${PRESET_MAX_PER_USER} presets, whatever its plan`, async () => {
    const erin = await signedInUser(t, 'ultra');
    const meta = { name: 'Many', watermark: watermarkOf([textLayer('t')]) };
    for (let i = 0; i < PRESET_MAX_PER_USER; i++) expect((await create(erin, meta)).status).toBe(201);
    const over = await create(erin, meta);
    expect(over.status).toBe(403);
    expect(await errorCode(over)).toBe('preset_limit');
    // A free account is not held to the project limit (2): presets count against nothing.
    const frank = await signedInUser(t, 'lite');
    for (let i = 0; i < 3; i++) expect((await create(frank, meta)).status).toBe(201);
  });

  it('refuses a cross-site save', async () => {
    const { meta, logos } = twoLogosAndText();
    const res = await t.app.request('/api/presets', {
      method: 'POST',
      body: presetForm(meta, logos),
      headers: { Origin: 'https://evil.example', ...alice.headers },
    });
    expect(res.status).toBe(403);
  });
});
