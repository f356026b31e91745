import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState, type EditorState } from '../state/editorReducer';
import { newImage, svgLogo } from '../state/fixtures';
import { clearWork, readWork, writeWork } from './stored-work';
import { WorkWriter } from './work-writer';

const S = (x: number) => ({ x, y: 0.4, scale: 0.3, opacity: 0.9, rotation: 15 });
const photo = (id: string, x: number) => ({ ...newImage(id), settings: S(x) });
const logo = svgLogo;
const work = (...images: ReturnType<typeof photo>[]): EditorState => ({
  ...initialEditorState,
  images,
  currentIndex: images.length - 1,
  logo,
  projectSettings: S(0.5),
});

beforeEach(() => clearWork());

describe('stored work', () => {
  it('reads back photos, logo, placements and the current photo', async () => {
    await writeWork(work(photo('a', 0.1), photo('b', 0.7)), null);
    const back = await readWork();
    expect(back?.images.map((i) => [i.id, i.name, i.settings.x])).toEqual([
      ['a', 'a.jpg', 0.1],
      ['b', 'b.jpg', 0.7],
    ]);
    expect(await back!.images[1]!.file.text()).toBe('bytes of b');
    expect(back!.images[1]!.file.name).toBe('b.jpg');
    expect(back!.currentIndex).toBe(1);
    expect(back!.logo).toMatchObject({ id: 'logo-1', name: 'brand.svg', width: 300 });
    expect(back!.logo).not.toHaveProperty('url');
    expect(back!.projectSettings).toEqual(S(0.5));
  });

  it('writes each file once and drops the files of removed photos', async () => {
    const known = await writeWork(work(photo('a', 0.1), photo('b', 0.2)), null);
    expect([...known].sort()).toEqual(['a', 'b', 'logo-1']);
    await writeWork(work(photo('b', 0.3)), known);
    expect([...known].sort()).toEqual(['b', 'logo-1']);
    const back = await readWork();
    expect(back?.images.map((i) => [i.id, i.settings.x])).toEqual([['b', 0.3]]);
  });

  it('has nothing to offer when empty or cleared', async () => {
    expect(await readWork()).toBeNull();
    await writeWork(work(photo('a', 0.1)), null);
    await clearWork();
    expect(await readWork()).toBeNull();
  });

  it('a first write in a new page replaces an older session entirely', async () => {
    await writeWork(work(photo('old', 0.1)), null);
    await writeWork(work(photo('new', 0.2)), null);
    const back = await readWork();
    expect(back?.images.map((i) => i.id)).toEqual(['new']);
  });
});

describe('WorkWriter', () => {
  it('writes the latest state once per interval, and a clear wins over a pending write', async () => {
    const writer = new WorkWriter(20);
    writer.schedule(work(photo('a', 0.1)));
    writer.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    expect(await writer.read()).toBeNull();
    await new Promise((r) => setTimeout(r, 40));
    expect((await writer.read())?.images.map((i) => i.id)).toEqual(['a', 'b']);

    writer.schedule(work(photo('c', 0.3)));
    await writer.clear();
    await new Promise((r) => setTimeout(r, 40));
    expect(await writer.read()).toBeNull();
  });

  it('flush writes at once (the page is being hidden)', async () => {
    const writer = new WorkWriter(60_000);
    writer.schedule(work(photo('a', 0.25)));
    await writer.flush();
    expect((await readWork())?.images[0]!.settings.x).toBe(0.25);
  });
});

describe('restore action', () => {
  it('brings the stored work back exactly, keeping ids, settings and the current photo', () => {
    const notice = { kind: 'appliedToAll' as const, seq: 3 };
    const before: EditorState = { ...initialEditorState, notice };
    const images = [photo('a', 0.1), photo('b', 0.7)];
    const s = editorReducer(before, {
      type: 'restore',
      images,
      currentIndex: 1,
      logo,
      projectSettings: S(0.7),
    });
    expect(s).toEqual({ images, currentIndex: 1, logo, projectSettings: S(0.7), notice });
  });

  it('falls back to the first photo when the stored index is out of range', () => {
    const s = editorReducer(initialEditorState, {
      type: 'restore',
      images: [photo('a', 0.1)],
      currentIndex: 4,
      logo: null,
      projectSettings: null,
    });
    expect(s.currentIndex).toBe(0);
  });
});
