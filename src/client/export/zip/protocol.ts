// What the zip worker offers the main thread through comlink.
import type { OutputData } from '../worker/output-data';

export interface ZipWorkerApi {
  /** Starts the zip; resolves with the zip Blob once ended (null: written to the file, or not kept). */
  start(handle: FileSystemFileHandle | null): Promise<Blob | null>;
  /** A photo's file; its bytes parts come transferred. Settles once the zip has taken it. */
  add(name: string, data: OutputData): Promise<void>;
  end(keep: boolean): void;
  /** Fails the zip: a file being written is discarded. */
  abort(): void;
}
