// What a file really is, from its first bytes (never its name or the browser's claim).
// Pure: works on a Uint8Array in the browser, the worker and the server alike.
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml';

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** How many leading bytes sniffType needs at most (SVG may open with a long comment or XML prolog). */
export const SNIFF_BYTES = 1024;

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  let head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SNIFF_BYTES));
  head = head.replace(/^\uFEFF/, '');
  // Skip the XML declaration, comments and a doctype, then the root element must be <svg.
  head = head.replace(/^\s*(<\?xml[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(head);
}
