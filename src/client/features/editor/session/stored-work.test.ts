import 'fake-indexeddb/auto';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, keys, set } from 'idb-keyval';
import { textLayerSchema, type LayerPlacement } from '#shared/layers';
import { initialEditorState, type EditorState } from '../state/editorReducer';
import { imageLayerFor } from '../state/load';
import { editorReducer, newImage, svgLogo } from '../state/fixtures';
import { clearWork, fileIds, readWork, writeWork } from './stored-work';
import { WorkWriter } from './work-writer';

const S = (x: number): LayerPlacement => ({
  x,
  y: 0.4,
  scale: 0.3,
  opacity: 0.9,
  rotation: 15,
  anchor: null,
});
const logo = svgLogo;
const layer = imageLayerFor(logo);
const text = textLayerSchema.parse({ id: 'T', kind: 'text', text: '© {filename}' });
const photo = (id: string, x: number) => ({ ...newImage(id), placements: { [layer.id]: S(x), T: S(x / 2) } });
const xOf = (img: { placements: Record<string, LayerPlacement> }) => img.placements[layer.id]!.x;
const work = (...images: ReturnType<typeof photo>[]): EditorState => ({
  ...initialEditorState,
  images,
  currentIndex: images.length - 1,
  layers: [layer, text],
  placements: { [layer.id]: S(0.5) },
  files: { [logo.id]: logo },
  selectedId: 'T',
});

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

describe('WorkWriter', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const xs = async (writer: WorkWriter) => (await writer.read())?.images.map(xOf);

  it('writes a change at once, the next ones at most once per interval, and a clear wins over a pending write', async () => {
    const writer = new WorkWriter(200);
    writer.schedule(work(photo('a', 0.1)));
    writer.schedule(work(photo('a', 0.2)));
    writer.schedule(work(photo('a', 0.3)));
    expect(await xs(writer)).toEqual([0.1]);
    await sleep(250);
    expect(await xs(writer)).toEqual([0.3]);

    writer.schedule(work(photo('a', 0.4)));
    writer.schedule(work(photo('a', 0.5)));
    await writer.clear();
    await sleep(250);
    expect(await writer.read()).toBeNull();
  });

  // Chromium drops a write still running when the page goes: a logo added within the interval of
  // the last write, then a reload, came back without the logo.
  it('new or removed files are written at once, even within the interval', async () => {
    const writer = new WorkWriter(60_000);
    writer.schedule(work(photo('a', 0.1)));
    writer.schedule(work(photo('a', 0.2), photo('b', 0.3)));
    expect((await writer.read())?.images.map((i) => i.id)).toEqual(['a', 'b']);
    writer.schedule(work(photo('b', 0.3)));
    expect((await writer.read())?.images.map((i) => i.id)).toEqual(['b']);
  });

  it("another tab's write does not leave this tab's next write without its files", async () => {
    const here = new WorkWriter(0);
    const there = new WorkWriter(0);
    here.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await here.flush();
    there.schedule(work(photo('c', 0.3))); // its first write empties the store
    await there.flush();
    await sleep(20); // the other tab hears of it
    here.schedule(work(photo('a', 0.5), photo('b', 0.2)));
    await here.flush();
    const back = await readWork();
    expect(back?.images.map((i) => [i.id, xOf(i)])).toEqual([
      ['a', 0.5],
      ['b', 0.2],
    ]);
    expect(Object.keys(back!.files)).toEqual(['logo-1']);
  });

  // Two tabs offered the same stored work; the other started new work (its first write empties the
  // store), then this one pressed Restore: it took the offered files for stored and wrote only the record.
  it('restoring after another tab wrote stores the restored files again, not a record without them', async () => {
    await writeWork(work(photo('a', 0.1), photo('b', 0.2)), null);
    const here = new WorkWriter(0);
    const offer = (await here.read())!;
    const there = new WorkWriter(0);
    there.schedule(work(photo('c', 0.3)));
    await there.flush();
    await sleep(20); // this tab hears of it
    here.adopt([...offer.images.map((i) => i.id), ...Object.keys(offer.files)]);
    here.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await here.flush();
    expect((await readWork())?.images.map((i) => i.id)).toEqual(['a', 'b']);
  });

  // Storage full: every change after a failed write rewrote all the files (1.4 GB for 300 photos,
  // every 500 ms of a drag), which failed again, and the drag stuttered.
  it('after a failed write, changes that keep the same files ask for no write until the files change', async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const writer = new WorkWriter(0);
    writer.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await writer.flush();
    put.mockClear();
    for (const x of [0.3, 0.4, 0.5]) {
      writer.schedule(work(photo('a', x), photo('b', 0.2)));
      await writer.flush();
    }
    expect(put).not.toHaveBeenCalled();
    writer.schedule(work(photo('a', 0.6))); // a photo removed: the work may fit now
    await writer.flush();
    expect(put.mock.calls.map((c) => c[1])).toContain('file:a');
  });

  // Storage full: the failed write was rolled back with its emptying of the store, and an older
  // session's work was offered back after a reload as if it were this one.
  it('a failed first write leaves no older session to offer back', async () => {
    await writeWork(work(photo('old', 0.1)), null);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore) {
      this.transaction.abort();
      throw new DOMException('full', 'QuotaExceededError');
    });
    const writer = new WorkWriter(0);
    writer.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await writer.flush();
    vi.restoreAllMocks();
    expect(await readWork()).toBeNull();
  });

  it('flush writes what waits at once (the page is being hidden)', async () => {
    const writer = new WorkWriter(60_000);
    writer.schedule(work(photo('a', 0.1)));
    writer.schedule(work(photo('a', 0.25)));
    await writer.flush();
    expect(xOf((await readWork())!.images[0]!)).toBe(0.25);
  });

  // On pagehide the page gets no later turn of its event loop: what is not asked for in this one is
  // never written (the old write stored the logo's file, then waited a turn to write the record).
  it('a write asks for files and record in one transaction, committed, before the page gives up its turn', async () => {
    await readWork(); // the database is open, as in an editor that looked for stored work
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    const done = writeWork(work(photo('a', 0.1), photo('b', 0.2)), new Set(['a']));
    for (let i = 0; i < 20; i++) await Promise.resolve(); // microtasks only: no IndexedDB event runs
    expect(put.mock.calls.map((c) => c[1])).toEqual(['file:b', 'file:logo-1', 'work']);
    expect(commit).toHaveBeenCalledTimes(1);
    await done;
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
