// A CMYK JPEG decoded as the server engine converts it (decision 311). Chromium folds black into C, M
// and Y before the profile sees the pixels, so its colours are off by up to ΔE 17 from lcms' (and
// from Photoshop's); here the inks are decoded in JavaScript and converted through the engine's table
// of the photo's profile. Where that cannot be done (no table, a JPEG our decoder refuses, too large),
// the caller lets the browser decode the photo as before, through the engine's default CMYK profile
// for a file that embeds none (decision 310): both come from the server here.
import { bytesReader } from '#shared/files';
import { decodeInks } from '#shared/jpeg/cmyk';
import { cmykToRgba } from '#shared/metadata';
import { readJpegMetadata } from '#shared/metadata/jpeg';
import { crc32 } from '#shared/metadata/crc32';

/** Above this, the inks, the coefficients and the pixels would take more than 1 GB: the browser's own. */
const MAX_PIXELS = 50_000_000;

const asked = new Map<string, Promise<Uint8Array | null>>();

/**
 * How long a refusal stands before a photo asks again: a 429 until its Retry-After, any other
 * refusal for good (the answer would not change), an unreachable or failing server not at all.
 */
function standsMs(r: Response | null): number {
  if (!r || r.status >= 500) return 0;
  if (r.status === 429) return (Number(r.headers.get('Retry-After')) || 60) * 1000;
  return Infinity;
}

/**
 * The server's answer for `key`, asked once per thread and kept; null while the server refuses or
 * cannot be reached, for the browser to decode the photo itself.
 */
export function once(key: string, ask: () => Promise<Response>): Promise<Uint8Array | null> {
  const kept = asked.get(key);
  if (kept) return kept;
  const forget = () => {
    if (asked.get(key) === answer) asked.delete(key);
  };
  const answer: Promise<Uint8Array | null> = ask()
    .then(async (r) => (r.ok ? new Uint8Array(await r.arrayBuffer()) : r))
    .catch(() => null)
    .then((got) => {
      if (got instanceof Uint8Array) return got;
      const ms = standsMs(got);
      if (ms === 0) forget();
      else if (ms < Infinity) setTimeout(forget, ms);
      return null;
    });
  asked.set(key, answer);
  return answer;
}

/** The CMYK profile the server engine assumes (libvips') (decision 310). */
export const cmykProfile = () => once('profile', () => fetch('/api/colour-profiles/cmyk.icc'));

/** The engine's table for a profile (its default for none). */
function tableFor(icc: Uint8Array | null): Promise<Uint8Array | null> {
  return once(icc ? `table:${icc.length}:${crc32([icc])}` : 'table', () => {
    const form = new FormData();
    if (icc) form.append('profile', new Blob([icc as BlobPart]));
    return fetch('/api/colour-profiles/cmyk-table', { method: 'POST', body: form });
  });
}

/** The photo's pixels as stored (not yet turned upright), or null for the browser to decode it. */
export async function decodeCmykJpeg(file: Blob, width: number, height: number): Promise<ImageBitmap | null> {
  if (width * height > MAX_PIXELS) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const meta = await readJpegMetadata(bytesReader(bytes)).catch(() => null);
  const table = await tableFor(meta?.icc ?? null);
  if (!table) return null;
  let inks;
  try {
    inks = decodeInks(bytes);
  } catch {
    return null;
  }
  const rgba = new Uint8ClampedArray(inks.width * inks.height * 4);
  cmykToRgba(inks.planes, table, rgba);
  return createImageBitmap(new ImageData(rgba, inks.width, inks.height));
}
