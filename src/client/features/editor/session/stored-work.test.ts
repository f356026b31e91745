import 'fake-indexeddb/auto';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, keys, set } from 'idb-keyval';
import { initialEditorState } from '../state/editorReducer';
import { editorReducer, newImage } from '../state/fixtures';
import { clearWork, fileIds, readWork, writeWork } from './stored-work';
import { S, layer, logo, photo, text, work, xOf } from './fixtures';

beforeEach(() => clearWork());
afterEach(() => vi.restoreAllMocks());

describe('stored work', () => {
  it('reads back photos, layers, files, placements, the current photo and the selected layer', async () => {
    await writeWork(work(photo('a', 0.1), photo('b', 0.7)), null);
    const back = await readWork();
    expect(back?.images.map((i) => [i.id, i.name, xOf(i)])).toEqual([
      ['a', 'a.jpg', 0.1],
      ['b', 'b.jpg', 0.7],
    ]);
    expect(await back!.images[1]!.file.text()).toBe('bytes of b');
    expect(back!.images[1]!.file.name).toBe('b.jpg');
    expect(back!.currentIndex).toBe(1);
    expect(back!.files['logo-1']).toMatchObject({ id: 'logo-1', name: 'brand.svg', width: 300 });
    expect(back!.files['logo-1']).not.toHaveProperty('url');
    expect(await back!.files['logo-1']!.file.text()).toBe('<svg/>');
    expect(back!.layers).toEqual([layer, text]);
    expect(back!.images[0]!.placements.T).toEqual(S(0.05));
    expect(back!.placements).toEqual({ [layer.id]: S(0.5) });
    expect(back!.selectedId).toBe('T');
  });

  it('offers back work stored before layers, its logo as the one image layer', async () => {
    const v1 = createStore('logobatch-editor', 'work');
    const settings = { x: 0.3, y: 0.4, scale: 0.3, opacity: 0.9, rotation: 15 };
    await set('file:a', new File(['p'], 'a.jpg'), v1);
    await set('file:logo-1', logo.file, v1);
    const { file: _f, url: _u, ...described } = logo;
    const { file: _p, ...photoA } = newImage('a');
    await set(
      'work',
      {
        version: 1,
        images: [{ ...photoA, settings }],
        currentIndex: 0,
        logo: described,
        projectSettings: settings,
      },
      v1,
    );
    const back = await readWork();
    expect(back?.layers).toEqual([layer]);
    expect(back?.images[0]!.placements).toEqual({ [layer.id]: { ...settings, anchor: null } });
    expect(back?.files['logo-1']?.name).toBe('brand.svg');
  });

  it('writes each file once and drops the files of removed photos', async () => {
    const first = work(photo('a', 0.1), photo('b', 0.2));
    await writeWork(first, null);
    expect(fileIds(first).sort()).toEqual(['a', 'b', 'logo-1']);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await writeWork(work(photo('b', 0.3)), new Set(fileIds(first)));
    expect(put.mock.calls.map((c) => c[1])).toEqual(['work']);
    put.mockRestore();
    expect(await keys(createStore('logobatch-editor', 'work'))).toEqual(['file:b', 'file:logo-1', 'work']);
    const back = await readWork();
    expect(back?.images.map((i) => [i.id, xOf(i)])).toEqual([['b', 0.3]]);
  });

  it('has nothing to offer when empty or cleared', async () => {
    expect(await readWork()).toBeNull();
    await writeWork(work(photo('a', 0.1)), null);
    await clearWork();
    expect(await readWork()).toBeNull();
  });

  it("reads a photo's EXIF tags for work stored before the intake read them ({artist} in the preview)", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .withExif({ IFD0: { Artist: 'Dana Levi' } })
      .jpeg()
      .toBuffer();
    const old = { ...photo('a', 0.1), file: new File([new Uint8Array(jpeg)], 'a.jpg') };
    const read = { ...photo('b', 0.2), tags: null };
    await writeWork(work(old, read), null);
    const back = await readWork();
    expect(back?.images.map((i) => i.tags?.artist ?? null)).toEqual(['Dana Levi', null]);
    expect(back?.images[1]!.tags).toBeNull();
  });

  it('a first write in a new page replaces an older session entirely', async () => {
    await writeWork(work(photo('old', 0.1)), null);
    await writeWork(work(photo('new', 0.2)), null);
    const back = await readWork();
    expect(back?.images.map((i) => i.id)).toEqual(['new']);
  });
});

describe('restore action', () => {
  it('brings the stored work back exactly, keeping the notice shown', () => {
    const notice = { kind: 'appliedToAll' as const, seq: 3 };
    const { notice: _n, ...stored } = work(photo('a', 0.1), photo('b', 0.7));
    const s = editorReducer({ ...initialEditorState, notice }, { type: 'restore', work: stored });
    expect(s).toEqual({ ...stored, notice });
  });

  it('falls back to the first photo when the stored index is out of range', () => {
    const { notice: _n, ...stored } = work(photo('a', 0.1));
    const s = editorReducer(initialEditorState, { type: 'restore', work: { ...stored, currentIndex: 4 } });
    expect(s.currentIndex).toBe(0);
  });
});
