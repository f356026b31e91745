// One writer per tab for the stored work: throttled, one operation at a time, so a "clear"
// after a save can never be overtaken by a write that started before it.
import type { EditorState } from '../state/editor-state';
import { clearWork, readWork, writeWork, type StoredWork } from './stored-work';

/** At most one write of the work record per this interval while the user drags or types. */
export const STORE_EVERY_MS = 500;

export class WorkWriter {
  /** File ids known to be in the store; null when unknown (then the first write empties it). */
  private stored: Set<string> | null = null;
  private pending: EditorState | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly everyMs = STORE_EVERY_MS) {}

  schedule(state: EditorState) {
    this.pending = state;
    this.timer ??= setTimeout(() => void this.flush(), this.everyMs);
  }

  /** Writes what is pending now (the page is being hidden or closed). */
  flush(): Promise<void> {
    this.cancel();
    const state = this.pending;
    this.pending = null;
    if (!state) return this.chain;
    return this.run(async () => {
      this.stored = await writeWork(state, this.stored);
    });
  }

  clear(): Promise<void> {
    this.cancel();
    this.pending = null;
    return this.run(async () => {
      await clearWork();
      this.stored = new Set();
    });
  }

  /** The stored work, read after every write or clear already asked for. */
  async read(): Promise<StoredWork | null> {
    let work: StoredWork | null = null;
    await this.run(async () => {
      work = await readWork();
    });
    return work;
  }

  /** The work just restored came from the store: its files need not be written again. */
  adopt(fileIds: readonly string[]): Promise<void> {
    return this.run(async () => {
      this.stored = new Set(fileIds);
    });
  }

  private cancel() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private run(op: () => Promise<void>): Promise<void> {
    // Storage can fail (quota, private mode): the warning before leaving still protects the work.
    this.chain = this.chain.then(op).catch(() => {
      this.stored = null;
    });
    return this.chain;
  }
}
