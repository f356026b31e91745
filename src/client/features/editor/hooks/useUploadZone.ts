// One upload area (photos or logo) on react-dropzone: types by extension, our own count check
// (after dropping .DS_Store / Thumbs.db), the spec's messages, and a content check by the caller.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS_BY_TYPE, IMAGE_TYPES } from '#shared/files';

const JUNK = new Set(['.ds_store', 'thumbs.db']);
const isJunk = (f: File) => JUNK.has(f.name.toLowerCase());

/** ".jpg, .jpeg, .png": the list shown in messages and hints. */
export const formatExtensions = (extensions: readonly string[]) => extensions.join(', ');

/**
 * Files a drop refused, each named: by extension (the spec's "Invalid file type" message) or by
 * content. Kept as data so the view can isolate the Latin list of extensions inside Hebrew text.
 */
export interface RefusalNotice {
  /** The accepted extensions, as shown. */
  list: string;
  wrongType: string[];
  unreadable: string[];
  /** Extensions another plan takes, of files refused by name or by content (".heic"); a caller's
   * message gives its refused files' types, and the zone keeps those another plan takes. */
  upgrade?: readonly string[];
}

/** What the zone shows under it. */
export type UploadMessage = string | RefusalNotice;

type WrongType = Pick<RefusalNotice, 'list' | 'wrongType' | 'upgrade'>;

/**
 * The caller's message with the files refused by extension added to it, and the types another plan
 * takes (`later`) of both kinds of refusal, by name and by content.
 */
function withWrongType(
  msg: UploadMessage | null,
  refused: WrongType,
  later: (extensions: readonly string[]) => string[],
): UploadMessage | null {
  if (typeof msg === 'string' || (!msg && !refused.wrongType.length)) return msg;
  const upgrade = later([...(msg?.upgrade ?? []), ...(refused.upgrade ?? [])]);
  return { unreadable: [], ...msg, ...refused, upgrade };
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export interface UploadZoneOptions {
  extensions: readonly string[];
  /** 0 means no limit. */
  maxFiles: number;
  /** Receives the accepted files; resolves to a message for files refused by content, or null. */
  onFiles: (files: File[]) => Promise<UploadMessage | null>;
  /** Extensions a higher plan takes: a file refused for one of them is told so (HEIC on Lite). */
  upgradeExtensions?: readonly string[];
}

const NONE: readonly string[] = [];

export function useUploadZone({
  extensions,
  maxFiles,
  onFiles,
  upgradeExtensions = NONE,
}: UploadZoneOptions) {
  const { t } = useTranslation('editor');
  const [error, setError] = useState<UploadMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const list = formatExtensions(extensions);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const accept = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const type of IMAGE_TYPES) {
      const exts = EXTENSIONS_BY_TYPE[type].filter((e) => extensions.includes(e));
      if (exts.length) out[type] = exts;
    }
    return out;
  }, [extensions]);

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      // Choosing the same file again (e.g. after removing it) must fire a new change event.
      if (inputRef.current) inputRef.current.value = '';
      const files = accepted.filter((f) => !isJunk(f));
      // The logo's single-file zone has react-dropzone refuse a second file itself, as too many.
      const extra = rejections.filter((r) => !isJunk(r.file) && r.errors[0]?.code === 'too-many-files');
      const rejected = rejections.filter((r) => !isJunk(r.file) && !extra.includes(r));
      if (files.length === 0 && rejected.length === 0 && extra.length === 0) return;
      // The spec shows the first error of the first refused file, in react-dropzone's order: a file of
      // a wrong type comes first; "too many" counts the files of an accepted type, and refuses them all.
      const tooMany = maxFiles > 0 && files.length + extra.length > maxFiles;
      if (tooMany && !rejected.length) {
        setError(t('errors.tooMany', { n: maxFiles }));
        return;
      }
      const other = rejected.flatMap((r) => r.errors).find((e) => e.code !== 'file-invalid-type');
      if (other) {
        setError(other.message);
        return;
      }
      // Files of a wrong type are named and left out; the others of the same drop still go in.
      const wrongType = rejected.map((r) => r.file.name);
      const refused = { list, wrongType, upgrade: wrongType.map(extensionOf) };
      const later = (exts: readonly string[]) => [
        ...new Set(exts.filter((e) => upgradeExtensions.includes(e) && !extensions.includes(e))),
      ];
      if (!files.length || tooMany) {
        setError(withWrongType(null, refused, later));
        return;
      }
      setError(null);
      setBusy(true);
      onFiles(files)
        .then(
          (msg) => setError(withWrongType(msg, refused, later)),
          (e: unknown) => setError(String(e)),
        )
        .finally(() => setBusy(false));
    },
    [maxFiles, onFiles, t, list, extensions, upgradeExtensions],
  );

  const zone = useDropzone({ accept, onDrop, noClick: true, multiple: maxFiles !== 1 });
  inputRef.current = zone.inputRef.current;
  return { ...zone, error, busy, list, clearError: () => setError(null) };
}

export type UploadZone = ReturnType<typeof useUploadZone>;
