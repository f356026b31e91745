// The one place the editor's work lives. The app creates one store and provides it, so the work
// outlives the editor screen within the tab: a visitor sent to /auth by "Download All Images"
// comes back to the same photos, layers and placements (decision 060). Across a reload the unsaved
// work is offered back from IndexedDB instead (decision 091), through this store's writer.
import i18next from 'i18next';
import { canRedo, canUndo, createHistory, type History } from '#shared/history';
import type { BoxOf } from '#shared/layers';
import type { Batch, BatchWatermark } from '#client/lib/batch';
import { PreviewCache } from '../decode/previews';
import { ThumbnailStore } from '../decode/thumbnails';
import { sameWork } from '../session/same-work';
import { WorkWriter } from '../session/work-writer';
import { boxesFor, type BoxDeps } from './boxes';
import {
  createEditorReducer,
  initialEditorState,
  type EditorAction,
  type EditorImage,
  type EditorState,
} from './editorReducer';
import { historyReducer, keepView, recording } from './history';
import { measureLine } from './measure';
import { toBatch, toWatermark, withUrls } from './to-batch';

export interface EditorSnapshot {
  state: EditorState;
  /** The work as last saved to (or opened from) a project. */
  saved: Batch | null;
  canUndo: boolean;
  canRedo: boolean;
}

const browserDeps: BoxDeps = { measure: measureLine, locale: () => i18next.language || 'en' };

export class EditorStore {
  private history: History<EditorState> = createHistory(initialEditorState);
  private snapshot: EditorSnapshot = {
    state: initialEditorState,
    saved: null,
    canUndo: false,
    canRedo: false,
  };
  private listeners = new Set<() => void>();
  /** Told the name of a photo whose thumbnail cannot be decoded (decision 062). */
  private unreadable: (name: string) => void = () => {};
  private readonly reduce: ReturnType<typeof historyReducer>;
  /** Object URLs of layer files the history may bring back; revoked when the history starts again. */
  private urls = new Set<string>();

  readonly thumbs = new ThumbnailStore((id) => {
    const img = this.snapshot.state.images.find((i) => i.id === id);
    if (img) this.unreadable(img.name);
  });
  readonly previews = new PreviewCache();
  /** One writer for the stored work, so a clear is never overtaken by an older write. */
  readonly writer: WorkWriter;

  constructor(
    writer = new WorkWriter(),
    readonly deps: BoxDeps = browserDeps,
  ) {
    this.writer = writer;
    this.reduce = historyReducer(createEditorReducer(deps));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): EditorSnapshot => this.snapshot;

  /** Layer boxes on the photos of `state` (text measured with the page's fonts). */
  boxOf = (state: EditorState = this.snapshot.state): BoxOf<EditorImage> => boxesFor(this.deps, state.images);

  dispatch = (action: EditorAction) => this.apply(action);

  undo = () => this.walk('undo');
  redo = () => this.walk('redo');

  /** The current watermark, for a preset (null layers: an empty watermark). */
  getWatermark = (): { watermark: BatchWatermark } => ({
    watermark: toWatermark(this.snapshot.state) ?? { layers: [], placements: {}, files: {} },
  });

  /** Replaces the layers with a preset's, in one undoable step. */
  applyWatermark = (w: BatchWatermark) => {
    const { layers, placements, files } = w;
    this.dispatch({
      type: 'applyWatermark',
      watermark: { watermark: { layers, placements }, files: withUrls(files) },
    });
  };

  /** Replaces the handler for unreadable photos; the last one set stays, as the photos stay marked. */
  onUnreadable(handler: (name: string) => void) {
    this.unreadable = handler;
  }

  /** A saved project opened: it replaces the work and is saved work, so it is neither stored nor warned about. */
  openProject(action: Extract<EditorAction, { type: 'loadProject' }>) {
    this.apply(action, (state) => ({ saved: toBatch(state) }));
  }

  /** Called with the work as a project stored it (without photos when they were left out). */
  markSaved = (work: Batch) => {
    this.set({ saved: work });
    if (sameWork(toBatch(this.snapshot.state), work)) void this.writer.clear();
  };

  /** "Clear All": empty editor, nothing saved, nothing stored. */
  clear = () => {
    this.apply({ type: 'reset' }, () => ({ saved: null }));
    void this.writer.clear();
  };

  /** Runs an action through the history; `extra` adds to the same change (one notification). */
  private apply(action: EditorAction, extra?: (state: EditorState) => Partial<EditorSnapshot>) {
    const h = this.reduce(this.history, { type: 'action', action });
    if (recording(action).kind === 'reset') this.forgetUrls(h.present);
    this.setHistory(h, extra?.(h.present));
  }

  private walk(type: 'undo' | 'redo') {
    const h = this.reduce(this.history, { type });
    if (h === this.history) return;
    this.setHistory({ ...h, present: keepView(h.present, this.history.present) });
  }

  private setHistory(h: History<EditorState>, extra: Partial<EditorSnapshot> = {}) {
    this.history = h;
    for (const f of Object.values(h.present.files)) this.urls.add(f.url);
    this.set({ state: h.present, canUndo: canUndo(h), canRedo: canRedo(h), ...extra });
  }

  private forgetUrls(present: EditorState) {
    const live = new Set(Object.values(present.files).map((f) => f.url));
    for (const url of this.urls) if (!live.has(url) && url.startsWith('blob:')) URL.revokeObjectURL(url);
    this.urls = live;
  }

  private set(patch: Partial<EditorSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }
}
