// Where the results go: one streamed zip for 5 or more photos (written to disk as it grows where
// the browser offers a save picker, else assembled as a Blob), single JPEG downloads below that.
export const ZIP_THRESHOLD = 5;
export const ZIP_NAME = 'logobatch-images.zip';
export const SINGLE_GAP_MS = 100;
export const zipEntryName = (n: number) => `image-${n}.jpg`;
export const singleFileName = (n: number) => `logobatch-image-${n}.jpg`;

export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started reading the blob by then; revoking later frees its memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface ZipTarget {
  readonly kind: 'file' | 'blob';
  /** Writes the stream; keeps the result only if `keep()` says so when it has ended. */
  write(stream: ReadableStream<Uint8Array>, signal: AbortSignal, keep: () => boolean): Promise<void>;
}

type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

function blobTarget(name: string): ZipTarget {
  return {
    kind: 'blob',
    async write(stream, _signal, keep) {
      // Response.blob() hands the bytes to the browser's blob store as they come, not to page memory.
      const blob = await new Response(stream, { headers: { 'Content-Type': 'application/zip' } }).blob();
      if (keep()) downloadBlob(blob, name);
    },
  };
}

function fileTarget(handle: FileSystemFileHandle, fallback: ZipTarget): ZipTarget {
  return {
    kind: 'file',
    async write(stream, signal, keep) {
      let writable: FileSystemWritableFileStream;
      try {
        writable = await handle.createWritable();
      } catch {
        // No write permission after all: nothing is written yet, so the Blob path takes over.
        return fallback.write(stream, signal, keep);
      }
      try {
        await stream.pipeTo(writable, { preventClose: true, signal });
      } catch (err) {
        await writable.abort().catch(() => undefined);
        throw err;
      }
      if (keep()) await writable.close();
      else await writable.abort();
    },
  };
}

/**
 * Chooses the zip's destination. Returns null when the user dismisses the save dialog (the export
 * stops). An automated browser (navigator.webdriver) cannot answer a native dialog, so it gets the
 * Blob download, as does any browser without the picker or where it fails for another reason.
 */
export async function openZipTarget(name: string): Promise<ZipTarget | null> {
  const fallback = blobTarget(name);
  const picker = (globalThis as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (typeof picker !== 'function' || navigator.webdriver) return fallback;
  try {
    const handle = await picker({ suggestedName: name, types: [{ description: 'ZIP', accept: { 'application/zip': ['.zip'] } }] });
    return fileTarget(handle, fallback);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return null;
    return fallback;
  }
}
