import { useContext } from 'react';
import { EditorStore } from './editor-store';
import { EditorStoreContext } from './EditorStoreProvider';

/** The app's editor store; the first editor screen of the tab creates it. */
export function useEditorStore(): EditorStore {
  const slot = useContext(EditorStoreContext);
  // No silent per-screen fallback: work kept there would vanish on the next visit.
  if (!slot) throw new Error('useEditorStore needs an EditorStoreProvider');
  slot.store ??= new EditorStore();
  return slot.store;
}
