// The editor's photos, layers and placements as a pure reducer over the shared layer model, so every
// rule is testable without a DOM. Side effects (toasts, object URLs, decoding) live in hooks and the
// store; messages are returned as a notice.
import {
  addImages,
  addLayer,
  applyToAll,
  moveLayer,
  quickPlace,
  removeImage,
  removeLayer,
  selectionAfterRemove,
  textLayerSchema,
  updateLayer,
  updatePlacement,
  type LayersState,
} from '#shared/layers';
import { boxesFor, type BoxDeps } from './boxes';
import {
  initialEditorState,
  type EditorAction,
  type EditorImage,
  type EditorState,
  type Notice,
  type NoticeKind,
} from './editor-state';
import { fromProject, fromWatermark, imageLayerFor } from './load';

export * from './editor-state';

const notice = (s: EditorState, kind: NoticeKind): Notice => ({ kind, seq: (s.notice?.seq ?? 0) + 1 });

/** Keeps only the files some image layer still uses. */
function usedFiles(s: EditorState): EditorState['files'] {
  const ids = new Set(s.layers.flatMap((l) => (l.kind === 'image' ? [l.fileId] : [])));
  return Object.fromEntries(Object.entries(s.files).filter(([id]) => ids.has(id)));
}

/** The shared functions keep every field at runtime (they spread the state); this says so to the types. */
const lift = (s: EditorState, next: LayersState<EditorImage>): EditorState =>
  next === s ? s : { ...s, ...next };

export function createEditorReducer(deps: BoxDeps) {
  return function editorReducer(s: EditorState, a: EditorAction): EditorState {
    const boxOf = boxesFor(deps, s.images);
    const sel = s.selectedId;
    switch (a.type) {
      case 'addImages': {
        // The new photos' own tokens ({n}, {total}) size their text boxes.
        const all = [...s.images, ...a.images.map((i) => ({ ...i, placements: {} }))];
        const { state, usedSaved } = addImages(s, a.images, boxesFor(deps, all));
        return usedSaved ? { ...lift(s, state), notice: notice(s, 'addedWithSaved') } : lift(s, state);
      }
      case 'removeImage':
        return lift(s, removeImage(s, a.id));
      case 'select':
        return a.index >= 0 && a.index < s.images.length ? { ...s, currentIndex: a.index } : s;
      case 'step': {
        const n = s.images.length;
        return n > 1 ? { ...s, currentIndex: (s.currentIndex + a.delta + n) % n } : s;
      }
      case 'setLogo': {
        // A new logo starts centred at 60% on every photo (with its own aspect ratio), selected.
        const layer = imageLayerFor(a.logo);
        const next = lift(s, addLayer(s, layer, boxOf));
        if (next === s) return s;
        return { ...next, files: { ...s.files, [a.logo.id]: a.logo }, selectedId: layer.id };
      }
      case 'addText': {
        const layer = textLayerSchema.parse({ id: a.id, kind: 'text', text: a.text });
        const next = lift(s, addLayer(s, layer, boxOf));
        return next === s ? s : { ...next, selectedId: layer.id };
      }
      case 'selectLayer':
        return s.layers.some((l) => l.id === a.id) ? { ...s, selectedId: a.id } : s;
      case 'removeLayer': {
        const index = s.layers.findIndex((l) => l.id === a.id);
        const next = lift(s, removeLayer(s, a.id));
        if (next === s) return s;
        const selectedId = sel === a.id ? selectionAfterRemove(next.layers, index) : sel;
        const out = { ...next, selectedId };
        return { ...out, files: usedFiles(out) };
      }
      case 'moveLayer':
        return lift(s, moveLayer(s, a.id, a.index));
      case 'updateLayer':
        return lift(s, updateLayer(s, a.id, a.patch));
      case 'updateSettings':
        return sel ? lift(s, updatePlacement(s, sel, a.settings, boxOf)) : s;
      case 'quickPlace':
        return sel ? lift(s, quickPlace(s, sel, a.corner, boxOf)) : s;
      case 'applyToAll': {
        const next = sel ? lift(s, applyToAll(s, sel, boxOf)) : s;
        return next === s ? s : { ...next, notice: notice(s, 'appliedToAll') };
      }
      case 'applyWatermark':
        return fromWatermark(s, a.watermark, boxOf);
      case 'reset':
        return { ...initialEditorState, notice: s.notice };
      case 'restore': {
        const { work } = a;
        const currentIndex =
          work.currentIndex >= 0 && work.currentIndex < work.images.length ? work.currentIndex : 0;
        return { ...work, currentIndex, notice: s.notice };
      }
      case 'loadProject':
        return { ...fromProject(a, deps), notice: s.notice };
    }
  };
}
