// Where the results go: one streamed zip for 5 or more photos (written to disk as it grows where
// the browser offers a save picker, else assembled as a Blob), single downloads below that.
import { FORMAT_INFO, type ExportSettings } from '#shared/export-settings';

export const ZIP_THRESHOLD = 5;
export const ZIP_NAME = 'logobatch-images.zip';
export const SINGLE_GAP_MS = 100;
export const zipEntryName = (n: number, ext = 'jpg') => `image-${n}.${ext}`;
export const singleFileName = (n: number, ext = 'jpg') => `logobatch-image-${n}.${ext}`;

/** A file name without its extension, safe as a zip entry and a download name. */
function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  // Path separators would make folders in the zip; control characters are refused by file systems.
  const stem = [...(dot > 0 ? name.slice(0, dot) : name)]
    .map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .trim();
  return stem || 'image';
}

/**
 * Each photo's output name, in editor order: "Numbered" as the spec has it (`image-{n}` in the zip,
 * `logobatch-image-{n}` singly), or "Original names" (the same in both), where a name already taken
 * (ignoring case, as Windows and macOS do) gets `-1`, `-2`... before the extension.
 */
export function outputNames(
  images: readonly { name: string }[],
  settings: Pick<ExportSettings, 'format' | 'fileNames'>,
  zipped: boolean,
): string[] {
  const { ext } = FORMAT_INFO[settings.format];
  if (settings.fileNames === 'numbered') {
    return images.map((_, i) => (zipped ? zipEntryName(i + 1, ext) : singleFileName(i + 1, ext)));
  }
  const taken = new Set<string>();
  return images.map(({ name }) => {
    const stem = baseName(name);
    let candidate = `${stem}.${ext}`;
    for (let k = 1; taken.has(candidate.toLowerCase()); k++) candidate = `${stem}-${k}.${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

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
