// The names exported files get, in the browser export and in the API's zip (issue 15): one function,
// so a job's result is named exactly as the same batch downloaded from the editor.
import { FORMAT_INFO, type ExportSettings } from './settings';

export const ZIP_NAME = 'logobatch-images.zip';
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

/** A file name's limit: 255 bytes of UTF-8 (ext4, APFS); NTFS's 255 UTF-16 units are never fewer. */
const NAME_BYTES = 255;
const utf8 = new TextEncoder();

/**
 * `${stem}${tail}` cut, whole characters at a time, to NAME_BYTES of UTF-8: a longer zip entry is
 * refused by unzip and the OS ("File name too long"), and that photo is lost to whoever extracts it.
 */
function fitted(stem: string, tail: string): string {
  const room = NAME_BYTES - utf8.encode(tail).length;
  let used = 0;
  let end = 0;
  for (const ch of stem) {
    used += utf8.encode(ch).length;
    if (used > room) break;
    end += ch.length;
  }
  return `${stem.slice(0, end)}${tail}`;
}

/**
 * Each photo's output name, in editor order: "Numbered" as the spec has it (`image-{n}` in the zip,
 * `logobatch-image-{n}` singly), or "Original names" (the same in both), where a name already taken
 * (ignoring case, as Windows and macOS do, and how accents are encoded, as macOS does) gets `-1`,
 * `-2`... before the extension.
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
  // Upper then lower case: lowercasing alone keeps ς and σ apart (and lowercases Σ by context), which
  // Windows and macOS match; a case mapping can undo the composition, so compose again after it.
  const key = (name: string) => name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
  const own = images.map(({ name }) => fitted(baseName(name), `.${ext}`));
  // Every photo's own name is reserved up front, for its first holder: a suffix given to an earlier
  // photo ("a.png" as "a-1") must not take the name of a later "a-1.jpg", which would become "a-1-1".
  const ownKeys = own.map(key);
  const holder = new Map<string, number>();
  ownKeys.forEach((k, i) => holder.has(k) || holder.set(k, i));
  const taken = new Set(ownKeys);
  return images.map(({ name }, i) => {
    if (holder.get(ownKeys[i]!) === i) return own[i]!;
    const stem = baseName(name);
    let candidate = own[i]!;
    for (let k = 1; taken.has(key(candidate)); k++) candidate = fitted(stem, `-${k}.${ext}`);
    taken.add(key(candidate));
    return candidate;
  });
}
