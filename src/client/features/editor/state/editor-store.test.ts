import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readWork } from '../session/stored-work';
import { EditorStore } from './editor-store';
import { initialEditorState } from './editorReducer';
import { toBatch } from './to-batch';
import { newImage, svgLogo } from './fixtures';

const logo = svgLogo;
const photo = (id: string) => newImage(id);

let store: EditorStore;
beforeEach(async () => {
  store = new EditorStore();
  await store.writer.clear();
});

describe('EditorStore', () => {
  it('applies actions and tells every subscriber once per change', () => {
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.dispatch({ type: 'setLogo', logo });
    expect(store.getSnapshot().state.logo?.name).toBe('brand.svg');
    stop();
    store.dispatch({ type: 'removeLogo' });
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
    expect(store.getSnapshot()).toEqual({ state: initialEditorState, saved: null });
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
