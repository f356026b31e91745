// Where the results go: one streamed zip for 5 or more photos (written to disk as it grows where
// the browser offers a save picker, else assembled as a Blob), single downloads below that;
// the names themselves are #shared/export-settings' outputNames.

export const ZIP_THRESHOLD = 5;
export const SINGLE_GAP_MS = 100;

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

type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

/** Where the zip goes: a file the user chose (written as it grows), or null for a Blob download. */
export interface ZipTarget {
  handle: FileSystemFileHandle | null;
}

/**
 * Chooses the zip's destination. Returns null when the user dismisses the save dialog (the export
 * stops). An automated browser (navigator.webdriver) cannot answer a native dialog, so it gets the
 * Blob download, as does any browser without the picker or where it fails for another reason
 * (nothing has been written then).
 */
export async function openZipTarget(name: string): Promise<ZipTarget | null> {
  const picker = (globalThis as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (typeof picker !== 'function' || navigator.webdriver) return { handle: null };
  try {
    const handle = await picker({
      suggestedName: name,
      types: [{ description: 'ZIP', accept: { 'application/zip': ['.zip'] } }],
    });
    return { handle };
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return null;
    return { handle: null };
  }
}
