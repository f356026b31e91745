import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readWork } from '../session/stored-work';
import { EditorStore } from './editor-store';
import { initialEditorState } from './editorReducer';
import { toBatch } from './to-batch';
import { newImage, svgLogo, testDeps } from './fixtures';
import { WorkWriter } from '../session/work-writer';

const logo = svgLogo;
const photo = (id: string) => newImage(id);

let store: EditorStore;
beforeEach(async () => {
  store = new EditorStore(new WorkWriter(), testDeps);
  await store.writer.clear();
});

describe('EditorStore', () => {
  it('applies actions and tells every subscriber once per change', () => {
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.dispatch({ type: 'setLogo', logo });
    expect(store.getSnapshot().state.files['logo-1']?.name).toBe('brand.svg');
    stop();
    store.dispatch({ type: 'removeLayer', id: 'logo-1' });
    expect(calls).toBe(1);
  });

  it('counts an opened project as saved work, in the same change', () => {
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().saved !== null));
    store.openProject({
      type: 'loadProject',
      images: [photo('a')],
      positions: [],
      logo,
      projectSettings: null,
    });
    const { state, saved } = store.getSnapshot();
    expect(seen).toEqual([true]);
    expect(saved).toEqual(toBatch(state));
  });

  it('Clear All empties the work, forgets the saved work and deletes the stored work', async () => {
    store.dispatch({ type: 'addImages', images: [photo('a')] });
    store.writer.schedule(store.getSnapshot().state);
    await store.writer.flush();
    expect(await readWork()).not.toBeNull();
    store.markSaved(toBatch(store.getSnapshot().state));
    store.clear();
    expect(store.getSnapshot()).toEqual({
      state: initialEditorState,
      saved: null,
      canUndo: false,
      canRedo: false,
    });
    expect(await store.writer.read()).toBeNull();
  });

  it('a save of exactly the current work deletes the stored work; a partial save keeps it', async () => {
    store.dispatch({ type: 'setLogo', logo });
    store.dispatch({ type: 'addImages', images: [photo('a')] });
    store.writer.schedule(store.getSnapshot().state);
    await store.writer.flush();
    store.markSaved({ ...toBatch(store.getSnapshot().state), images: [] });
    expect(await store.writer.read()).not.toBeNull();
    store.markSaved(toBatch(store.getSnapshot().state));
    expect(await store.writer.read()).toBeNull();
  });
});

describe('undo and redo', () => {
  const state = () => store.getSnapshot().state;
  const x = () => state().images[state().currentIndex]!.placements['logo-1']!.x;

  it('every placement and layer change is a step; undo and redo walk them', () => {
    store.dispatch({ type: 'addImages', images: [photo('a')] });
    store.dispatch({ type: 'setLogo', logo });
    store.dispatch({ type: 'updateSettings', settings: { x: 0.1 } });
    store.dispatch({ type: 'addText', id: 'T', text: 'A' });
    store.dispatch({ type: 'updateLayer', id: 'T', patch: { tile: { enabled: true, spacing: 1 } } });
    store.undo();
    expect(state().layers[1]!.tile.enabled).toBe(false);
    store.undo();
    expect(state().layers.map((l) => l.id)).toEqual(['logo-1']);
    store.undo();
    expect(x()).toBe(0.2);
    expect(store.getSnapshot().canRedo).toBe(true);
    store.redo();
    store.redo();
    expect(x()).toBe(0.1);
    expect(state().layers.map((l) => l.id)).toEqual(['logo-1', 'T']);
  });

  it('a gesture (one drag) is one step; another gesture is another', () => {
    store.dispatch({ type: 'addImages', images: [photo('a')] });
    store.dispatch({ type: 'setLogo', logo });
    for (const v of [0.1, 0.11, 0.12, 0.13])
      store.dispatch({ type: 'updateSettings', settings: { x: v }, gesture: 'drag:1' });
    for (const v of [0.3, 0.31])
      store.dispatch({ type: 'updateSettings', settings: { x: v }, gesture: 'drag:2' });
    store.undo();
    expect(x()).toBe(0.13);
    store.undo();
    expect(x()).toBe(0.2);
  });

  it('undo leaves the current photo and the notice alone; a new change clears redo', () => {
    store.dispatch({ type: 'addImages', images: [photo('a'), photo('b')] });
    store.dispatch({ type: 'setLogo', logo });
    store.dispatch({ type: 'applyToAll' });
    const notice = state().notice;
    store.dispatch({ type: 'select', index: 1 });
    store.undo();
    expect(state().currentIndex).toBe(1);
    expect(state().notice).toBe(notice);
    store.dispatch({ type: 'updateSettings', settings: { x: 0.4 } });
    expect(store.getSnapshot().canRedo).toBe(false);
  });

  it('a preset applied is one step, and getWatermark gives back what was applied', () => {
    store.dispatch({ type: 'addImages', images: [photo('a'), newImage('p', 800, 1200)] });
    store.dispatch({ type: 'addText', id: 'T', text: '© Dana' });
    store.dispatch({ type: 'quickPlace', corner: 'bottom-right' });
    const { watermark } = store.getWatermark();
    store.clear();
    store.dispatch({ type: 'addImages', images: [photo('c')] });
    store.applyWatermark(watermark);
    expect(state().layers).toEqual(watermark.layers);
    expect(state().images[0]!.placements.T!.anchor).toEqual(
      watermark.placements.T!.anchor ?? 'the project-level placement keeps the anchor',
    );
    expect(state().images[0]!.placements.T!.anchor).toMatchObject({ corner: 'bottom-right', marginY: 0.05 });
    store.undo();
    expect(state().layers).toEqual([]);
  });

  it('opening a project or Clear All starts the history again', () => {
    store.dispatch({ type: 'setLogo', logo });
    store.clear();
    expect(store.getSnapshot().canUndo).toBe(false);
  });
});
