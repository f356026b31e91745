// One writer per tab for the stored work, throttled. Every write and clear is one IndexedDB
// transaction asked for at the call, so IndexedDB itself runs them in the order asked: a "clear"
// after a save is never overtaken by an older write, and a flush on pagehide needs no later turn.
import type { EditorState } from '../state/editor-state';
import { clearWork, fileIds, readWork, writeWork, type StoredWork } from './stored-work';

/** At most one write of the work record per this interval while the user drags or types. */
export const STORE_EVERY_MS = 500;
const CHANNEL = 'logobatch-editor-work';

export class WorkWriter {
  /** File ids in the store once the operations asked for so far end; null when unknown (then the next write empties it). */
  private stored: Set<string> | null = null;
  private pending: EditorState | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the last write was asked for (ms since the epoch). */
  private wroteAt = 0;
  /** Settles when the last operation asked for has. */
  private last: Promise<void> = Promise.resolve();
  /**
   * The files of a write that failed (storage full or unavailable); null when none did. Until the files change, no write is asked for: a failed write leaves the store unknown,
   * so each next change rewrote every file (1.4 GB for 300 photos, every 500 ms of a drag) and failed
   * again. The warning before leaving still protects the work.
   */
  private failed: ReadonlySet<string> | null = null;
  /** Another tab wrote or cleared since this tab last read the stored work. */
  private heard = false;

  /**
   * Tabs of the editor share the one stored work. A tab's first write empties the store, so once
   * another tab has written, this tab's files may be gone: its next write starts the store over
   * with all of them. Without this, its next change stored a record whose files the other tab had
   * removed, and nothing at all was offered back.
   */
  private readonly tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

  constructor(private readonly everyMs = STORE_EVERY_MS) {
    this.tabs?.addEventListener('message', () => {
      this.stored = null;
      this.heard = true;
    });
  }

  /**
   * Chromium drops a write still running when the page goes, committed or not: a reload soon after a
   * change lost it. So new or removed files (photos, a logo: never a continuous gesture) and the first
   * change after a quiet interval are written at once; only the rest of a drag or of typing waits.
   */
  schedule(state: EditorState) {
    this.pending = state;
    if (Date.now() - this.wroteAt >= this.everyMs || !sameFiles(this.stored, state)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.everyMs);
  }

  /** Writes what is pending now (the page is being hidden or closed). */
  flush(): Promise<void> {
    this.cancel();
    const state = this.pending;
    this.pending = null;
    if (!state || sameFiles(this.failed, state)) return this.last;
    this.failed = null;
    this.wroteAt = Date.now();
    const write = writeWork(state, this.stored);
    const files = new Set(fileIds(state));
    this.stored = files;
    this.tabs?.postMessage('written');
    return this.track(write, files);
  }

  clear(): Promise<void> {
    this.cancel();
    this.pending = null;
    this.failed = null;
    this.stored = new Set();
    this.tabs?.postMessage('cleared');
    return this.track(clearWork());
  }

  /** The stored work, read after every write or clear already asked for (IndexedDB keeps the order). */
  read(): Promise<StoredWork | null> {
    this.heard = false;
    return readWork().catch(() => null);
  }

  /**
   * The work just restored came from the store: its files need not be written again, unless
   * another tab wrote since it was read. That tab's first write emptied the store, and taking the
   * offer's files for stored wrote a record without them: the restored work was then lost.
   */
  adopt(fileIds: readonly string[]) {
    this.stored = this.heard ? null : new Set(fileIds);
  }

  private cancel() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private track(op: Promise<void>, files: ReadonlySet<string> | null = null): Promise<void> {
    // Storage can fail (quota, private mode): the warning before leaving still protects the work,
    // and the next write, once the files change, starts the store over, as what it holds is no longer known.
    this.last = op.catch(() => {
      this.stored = null;
      this.failed = files;
      // A write that failed is rolled back whole, its emptying of an older session too: that
      // session was then offered back after a reload as if it were this one. Emptied here instead
      // (a small write, which a full store still takes); a failed clear leaves nothing more to do.
      if (files !== null) return clearWork().catch(() => {});
    });
    return this.last;
  }
}

/** Whether `files` (what the store holds, or will once the writes asked for end) are exactly `state`'s. */
function sameFiles(files: ReadonlySet<string> | null, state: EditorState): boolean {
  const ids = fileIds(state);
  return !!files && files.size === ids.length && ids.every((id) => files.has(id));
}
