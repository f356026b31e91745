export type ToZipWorker =
  | { type: 'start'; handle: FileSystemFileHandle | null }
  | { type: 'entry'; name: string; blob: Blob }
  | { type: 'end'; keep: boolean }
  | { type: 'abort' };

export type FromZipWorker = { type: 'done'; blob: Blob | null } | { type: 'failed'; message: string };
