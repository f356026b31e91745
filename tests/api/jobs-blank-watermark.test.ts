// A job whose layers would draw nothing (all hidden, or blank text) is refused as having no watermark,
// rather than delivering and charging the photos unbranded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAccount, jpegPhoto, pngLogo, submit, type KeyHolder, type PhotoFile } from '../helpers/api-jobs';
import { textLayer } from '../helpers/presets';

describe('API jobs whose layers draw nothing', () => {
  let t: TestApp;
  let who: KeyHolder;
  let photo: PhotoFile;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { jobs: true });
    who = await apiAccount(t);
    photo = await jpegPhoto('a.jpg');
  });
  afterAll(() => t.close());

  const refusal = async (settings: unknown, logo?: PhotoFile) => {
    const res = await submit(t, who, { photos: [photo], settings, ...(logo && { logo }) });
    return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
  };
  const imageLayer = { id: 'l', kind: 'image', fileId: 'logo', width: 20, height: 10 };

  it('refuses blank text and hidden layers as no watermark', async () => {
    const none = { status: 400, code: 'watermark_required' };
    expect(await refusal({ layers: [textLayer('t', '')] })).toEqual(none);
    expect(await refusal({ layers: [textLayer('t', '  \n ')] })).toEqual(none);
    expect(await refusal({ layers: [{ ...textLayer('t', '© Noa'), visible: false }] })).toEqual(none);
    expect(await refusal({ layers: [{ ...imageLayer, visible: false }] }, await pngLogo())).toEqual(none);
  });

  it('takes a layer that draws beside those that do not, and a text of tokens alone', async () => {
    const layers = [textLayer('blank', ''), textLayer('credit', '© Noa')];
    expect((await submit(t, who, { photos: [photo], settings: { layers } })).status).toBe(202);
    const tokens = { layers: [textLayer('t', '{artist}')] };
    expect((await submit(t, who, { photos: [photo], settings: tokens })).status).toBe(202);
  });
});
