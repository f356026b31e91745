// The editor's undo history (decision 217): which actions are steps, which gestures join one step, and
// what undo leaves alone (the photo shown, the selected layer if it still exists, the last notice).
import { withHistory, type Recording } from '#shared/history';
import type { EditorAction, EditorState } from './editor-state';

export function recording(a: EditorAction): Recording {
  switch (a.type) {
    case 'select':
    case 'step':
    case 'selectLayer':
      return { kind: 'replace' };
    case 'reset':
    case 'restore':
    case 'loadProject':
      return { kind: 'reset' };
    case 'updateSettings':
    case 'updateLayer':
      return { kind: 'step', key: a.gesture ?? null, at: performance.now() };
    default:
      return { kind: 'step' };
  }
}

export const historyReducer = (reducer: (s: EditorState, a: EditorAction) => EditorState) =>
  withHistory(reducer, recording);

/** A state undo or redo brought back, seen from where the user is now. */
export function keepView(restored: EditorState, now: EditorState): EditorState {
  const n = restored.images.length;
  const currentIndex = n === 0 ? 0 : Math.min(now.currentIndex, n - 1);
  const selectedId = restored.layers.some((l) => l.id === now.selectedId)
    ? now.selectedId
    : (restored.selectedId ?? restored.layers.at(-1)?.id ?? null);
  return { ...restored, currentIndex, selectedId, notice: now.notice };
}
