// Work survives a reload or a closed tab (decision 091): unsaved work is kept in IndexedDB, an
// empty editor offers it back, and leaving the page with unsaved photos asks first.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorState } from '../state/editor-state';
import { fileIds, type StoredWork } from './stored-work';
import type { WorkWriter } from './work-writer';

interface Options {
  state: EditorState;
  /** The editor store's writer: it outlives the editor screen, as the work itself does (decision 060). */
  writer: WorkWriter;
  /** There is work that is not in a saved project. */
  unsaved: boolean;
  /** A saved project is being opened: it wins over the stored work, so nothing is offered. */
  opening: boolean;
  onRestore: (work: StoredWork) => void;
}

export function useStoredWork({ state, writer, unsaved, opening, onRestore }: Options) {
  const empty = state.images.length === 0 && state.layers.length === 0;
  const [offer, setOffer] = useState<StoredWork | null>(null);
  const hadWork = useRef(!empty);

  // An empty editor offers what is stored; new work started meanwhile replaces the stored one.
  useEffect(() => {
    if (!empty || opening) return setOffer(null);
    let live = true;
    void writer.read().then((work) => live && setOffer(work));
    return () => {
      live = false;
    };
  }, [empty, opening, writer]);

  useEffect(() => {
    if (unsaved) writer.schedule(state);
    // Everything removed by hand: nothing is left to offer back.
    else if (empty && hadWork.current) void writer.clear();
    hadWork.current = !empty;
  }, [state, unsaved, empty, writer]);
  // Written at once when the page is hidden (decision 091): a phone may end a hidden tab without a pagehide.
  useEffect(() => {
    const flush = () => void writer.flush();
    const hidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [writer]);

  // Photos not saved anywhere: the browser asks before the tab is closed or reloaded.
  const warn = unsaved && state.images.length > 0;
  useEffect(() => {
    if (!warn) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [warn]);

  const restore = useCallback(() => {
    if (!offer) return;
    setOffer(null);
    writer.adopt(fileIds(offer));
    onRestore(offer);
  }, [offer, onRestore, writer]);
  const discard = useCallback(() => {
    setOffer(null);
    void writer.clear();
  }, [writer]);

  return { offer: empty && !opening ? offer : null, restore, discard };
}
