import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearWork, readWork, writeWork } from './stored-work';
import { WorkWriter } from './work-writer';
import { photo, work, xOf } from './fixtures';

beforeEach(() => clearWork());
afterEach(() => vi.restoreAllMocks());

describe('WorkWriter', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const xs = async (writer: WorkWriter) => (await writer.read())?.images.map(xOf);

  it('writes a change at once, the next ones at most once per interval, and a clear wins over a pending write', async () => {
    const writer = new WorkWriter(200);
    writer.schedule(work(photo('a', 0.1)));
    writer.schedule(work(photo('a', 0.2)));
    writer.schedule(work(photo('a', 0.3)));
    expect(await xs(writer)).toEqual([0.1]);
    await sleep(250);
    expect(await xs(writer)).toEqual([0.3]);

    writer.schedule(work(photo('a', 0.4)));
    writer.schedule(work(photo('a', 0.5)));
    await writer.clear();
    await sleep(250);
    expect(await writer.read()).toBeNull();
  });

  // Chromium drops a write still running when the page goes: a logo added within the interval of
  // the last write, then a reload, came back without the logo.
  it('new or removed files are written at once, even within the interval', async () => {
    const writer = new WorkWriter(60_000);
    writer.schedule(work(photo('a', 0.1)));
    writer.schedule(work(photo('a', 0.2), photo('b', 0.3)));
    expect((await writer.read())?.images.map((i) => i.id)).toEqual(['a', 'b']);
    writer.schedule(work(photo('b', 0.3)));
    expect((await writer.read())?.images.map((i) => i.id)).toEqual(['b']);
  });

  it("another tab's write does not leave this tab's next write without its files", async () => {
    const here = new WorkWriter(0);
    const there = new WorkWriter(0);
    here.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await here.flush();
    there.schedule(work(photo('c', 0.3))); // its first write empties the store
    await there.flush();
    await sleep(20); // the other tab hears of it
    here.schedule(work(photo('a', 0.5), photo('b', 0.2)));
    await here.flush();
    const back = await readWork();
    expect(back?.images.map((i) => [i.id, xOf(i)])).toEqual([
      ['a', 0.5],
      ['b', 0.2],
    ]);
    expect(Object.keys(back!.files)).toEqual(['logo-1']);
  });

  // Two tabs offered the same stored work; the other started new work (its first write empties the
  // store), then this one pressed Restore: it took the offered files for stored and wrote only the record.
  it('restoring after another tab wrote stores the restored files again, not a record without them', async () => {
    await writeWork(work(photo('a', 0.1), photo('b', 0.2)), null);
    const here = new WorkWriter(0);
    const offer = (await here.read())!;
    const there = new WorkWriter(0);
    there.schedule(work(photo('c', 0.3)));
    await there.flush();
    await sleep(20); // this tab hears of it
    here.adopt([...offer.images.map((i) => i.id), ...Object.keys(offer.files)]);
    here.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await here.flush();
    expect((await readWork())?.images.map((i) => i.id)).toEqual(['a', 'b']);
  });

  // Storage full: every change after a failed write rewrote all the files (1.4 GB for 300 photos,
  // every 500 ms of a drag), which failed again, and the drag stuttered.
  it('after a failed write, changes that keep the same files ask for no write until the files change', async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const writer = new WorkWriter(0);
    writer.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await writer.flush();
    put.mockClear();
    for (const x of [0.3, 0.4, 0.5]) {
      writer.schedule(work(photo('a', x), photo('b', 0.2)));
      await writer.flush();
    }
    expect(put).not.toHaveBeenCalled();
    writer.schedule(work(photo('a', 0.6))); // a photo removed: the work may fit now
    await writer.flush();
    expect(put.mock.calls.map((c) => c[1])).toContain('file:a');
  });

  // Storage full: the failed write was rolled back with its emptying of the store, and an older
  // session's work was offered back after a reload as if it were this one.
  it('a failed first write leaves no older session to offer back', async () => {
    await writeWork(work(photo('old', 0.1)), null);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore) {
      this.transaction.abort();
      throw new DOMException('full', 'QuotaExceededError');
    });
    const writer = new WorkWriter(0);
    writer.schedule(work(photo('a', 0.1), photo('b', 0.2)));
    await writer.flush();
    vi.restoreAllMocks();
    expect(await readWork()).toBeNull();
  });

  it('flush writes what waits at once (the page is being hidden)', async () => {
    const writer = new WorkWriter(60_000);
    writer.schedule(work(photo('a', 0.1)));
    writer.schedule(work(photo('a', 0.25)));
    await writer.flush();
    expect(xOf((await readWork())!.images[0]!)).toBe(0.25);
  });

  // On pagehide the page gets no later turn of its event loop: what is not asked for in this one is
  // never written (the old write stored the logo's file, then waited a turn to write the record).
  it('a write asks for files and record in one transaction, committed, before the page gives up its turn', async () => {
    await readWork(); // the database is open, as in an editor that looked for stored work
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    const done = writeWork(work(photo('a', 0.1), photo('b', 0.2)), new Set(['a']));
    for (let i = 0; i < 20; i++) await Promise.resolve(); // microtasks only: no IndexedDB event runs
    expect(put.mock.calls.map((c) => c[1])).toEqual(['file:b', 'file:logo-1', 'work']);
    expect(commit).toHaveBeenCalledTimes(1);
    await done;
  });
});
