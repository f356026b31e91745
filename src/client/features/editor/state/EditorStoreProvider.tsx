import { createContext, useState, type ReactNode } from 'react';
import type { EditorStore } from './editor-store';

/** Holds the app's one editor store, created by the editor on first use (see useEditorStore). */
export interface EditorStoreSlot {
  store: EditorStore | null;
}

export const EditorStoreContext = createContext<EditorStoreSlot | null>(null);

/**
 * Mounted once by the app around its routes: the editor's work lives as long as the app does
 * (decision 130). Only a type is imported here, so the shell never loads the editor's code.
 */
export function EditorStoreProvider({ store, children }: { store?: EditorStore; children: ReactNode }) {
  const [slot] = useState<EditorStoreSlot>(() => ({ store: store ?? null }));
  return <EditorStoreContext.Provider value={slot}>{children}</EditorStoreContext.Provider>;
}
