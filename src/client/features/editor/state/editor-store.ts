// The one place the editor's work lives. The app creates one store and provides it, so the work
// outlives the editor screen within the tab: a visitor sent to /auth by "Download All Images"
// comes back to the same photos, logo and placements (decision 060). Across a reload the unsaved
// work is offered back from IndexedDB instead (decision 091), through this store's writer.
import type { Batch } from '#client/lib/batch';
import { PreviewCache } from '../decode/previews';
import { ThumbnailStore } from '../decode/thumbnails';
import { sameWork } from '../session/same-work';
import { WorkWriter } from '../session/work-writer';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editorReducer';
import { toBatch } from './to-batch';

export interface EditorSnapshot {
  state: EditorState;
  /** The work as last saved to (or opened from) a project. */
  saved: Batch | null;
}

export class EditorStore {
  private snapshot: EditorSnapshot = { state: initialEditorState, saved: null };
  private listeners = new Set<() => void>();
  /** Told the name of a photo whose thumbnail cannot be decoded (decision 062). */
  private unreadable: (name: string) => void = () => {};

  readonly thumbs = new ThumbnailStore((id) => {
    const img = this.snapshot.state.images.find((i) => i.id === id);
    if (img) this.unreadable(img.name);
  });
  readonly previews = new PreviewCache();
  /** One writer for the stored work, so a clear is never overtaken by an older write. */
  readonly writer: WorkWriter;

  constructor(writer = new WorkWriter()) {
    this.writer = writer;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): EditorSnapshot => this.snapshot;

  dispatch = (action: EditorAction) => {
    this.set({ state: editorReducer(this.snapshot.state, action) });
  };

  /** Replaces the handler for unreadable photos; the last one set stays, as the photos stay marked. */
  onUnreadable(handler: (name: string) => void) {
    this.unreadable = handler;
  }

  /** A saved project opened: it replaces the work and is saved work, so it is neither stored nor warned about. */
  openProject(action: Extract<EditorAction, { type: 'loadProject' }>) {
    const state = editorReducer(this.snapshot.state, action);
    this.set({ state, saved: toBatch(state) });
  }

  /** Called with the work as a project stored it (without photos when they were left out). */
  markSaved = (work: Batch) => {
    this.set({ saved: work });
    if (sameWork(toBatch(this.snapshot.state), work)) void this.writer.clear();
  };

  /** "Clear All": empty editor, nothing saved, nothing stored. */
  clear = () => {
    this.set({ state: editorReducer(this.snapshot.state, { type: 'reset' }), saved: null });
    void this.writer.clear();
  };

  private set(patch: Partial<EditorSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }
}
