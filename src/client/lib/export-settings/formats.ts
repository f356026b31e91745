// Which output formats this browser's canvas can encode. A canvas asked for a type it cannot write
// silently answers PNG, so each format is tried once and kept only if the blob has the asked type.
import { EXPORT_FORMATS, FORMAT_INFO, type ExportFormat } from '#shared/export-settings';
import { useEffect, useState } from 'react';

async function encodes(mime: string): Promise<boolean> {
  try {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(2, 2);
      canvas.getContext('2d')?.fillRect(0, 0, 1, 1);
      return (await canvas.convertToBlob({ type: mime, quality: 0.5 })).type === mime;
    }
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 2;
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, mime, 0.5));
    return blob?.type === mime;
  } catch {
    return false;
  }
}

/** JPEG and PNG every canvas writes; they are offered before the answer comes. */
export const ALWAYS_ENCODED: readonly ExportFormat[] = ['jpeg', 'png'];

let detected: Promise<readonly ExportFormat[]> | null = null;

export function encodableFormats(): Promise<readonly ExportFormat[]> {
  detected ??= Promise.all(EXPORT_FORMATS.map((f) => encodes(FORMAT_INFO[f].mime))).then((ok) =>
    EXPORT_FORMATS.filter((f, i) => ok[i] || ALWAYS_ENCODED.includes(f)),
  );
  return detected;
}

/** The formats this browser encodes, and whether the check has answered (until then JPEG and PNG). */
export function useEncodableFormats(): { formats: readonly ExportFormat[]; checked: boolean } {
  const [found, setFound] = useState<readonly ExportFormat[] | null>(null);
  useEffect(() => {
    let live = true;
    void encodableFormats().then((f) => live && setFound(f));
    return () => {
      live = false;
    };
  }, []);
  return { formats: found ?? ALWAYS_ENCODED, checked: found !== null };
}
