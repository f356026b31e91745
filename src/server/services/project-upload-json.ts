// A project sent as JSON, the way the old product stored it: { name, image_urls, logo_url, positions }
// with data URLs. API clients and scripts find this easier than multipart; the files are decoded here
// and then checked exactly like uploaded parts, so both ways store the same bytes (decision 065).
import { badRequest } from '../http-error';
import { DEFAULT_SETTINGS } from '../../shared/placement/settings';
import { LOGO_SETTINGS_KEY } from '../../shared/schemas/projects';
import { checkCount } from './project-files';

const EXPECTED =
  'Expected JSON { "name": string, "image_urls": [data URLs of JPEG/PNG/WEBP photos], "logo_url": data URL of a PNG or SVG logo, "positions": { <one key per photo, in order, or "logo-settings"> : { x, y, scale, opacity, rotation } } }, or multipart/form-data with parts "meta", "images" and "logo".';

export interface JsonProjectParts {
  meta: string;
  images: File[];
  logo: File | null;
}

type FileLike = string | { name?: unknown; url?: unknown; data?: unknown; dataUrl?: unknown };

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** Decodes a data URL (or bare base64) into a File; the server sniffs the real type afterwards. */
function toFile(value: unknown, fallbackName: string, what: string): File {
  const v = value as FileLike;
  const src = typeof v === 'string' ? v : (v?.url ?? v?.dataUrl ?? v?.data);
  const given = typeof v === 'object' && typeof v?.name === 'string' ? v.name : null;
  if (typeof src !== 'string' || src.trim() === '') {
    throw badRequest(`${what} must be a data URL (data:image/...;base64,...). ${EXPECTED}`, 'invalid_upload');
  }
  const m = /^data:([^;,]*)((?:;[^;,]*)*?),(.*)$/s.exec(src.trim());
  let type = '';
  let bytes: Uint8Array;
  if (m) {
    type = m[1] ?? '';
    const base64 = /;base64/i.test(m[2] ?? '');
    const body = m[3] ?? '';
    bytes = base64 ? new Uint8Array(Buffer.from(body, 'base64')) : percentDecoded(body, what);
  } else if (/^[A-Za-z0-9+/=\s]+$/.test(src)) {
    bytes = new Uint8Array(Buffer.from(src, 'base64'));
  } else {
    throw badRequest(`${what} is not a data URL. ${EXPECTED}`, 'invalid_upload');
  }
  const name = given ?? `${fallbackName}.${EXT[type] ?? 'bin'}`;
  return new File([bytes as BlobPart], name, { type });
}

function percentDecoded(body: string, what: string): Uint8Array {
  try {
    return new TextEncoder().encode(decodeURIComponent(body));
  } catch {
    throw badRequest(`${what} is a data URL with broken percent-encoding. ${EXPECTED}`, 'invalid_upload');
  }
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`"image_urls" must be an array. ${EXPECTED}`, 'invalid_upload');
  return value;
}

/** Fills settings a client left out with the editor's defaults (the old product's rows may lack some). */
export function withDefaults(positions: unknown, photos: number): Record<string, unknown> {
  if (positions === undefined || positions === null) {
    return photos === 0
      ? { [LOGO_SETTINGS_KEY]: { ...DEFAULT_SETTINGS } }
      : Object.fromEntries(Array.from({ length: photos }, (_, i) => [`image-${i}`, { ...DEFAULT_SETTINGS }]));
  }
  if (typeof positions !== 'object' || Array.isArray(positions)) {
    throw badRequest(`"positions" must be an object keyed by photo. ${EXPECTED}`, 'invalid_positions');
  }
  return Object.fromEntries(
    Object.entries(positions).map(([k, s]) => [
      k,
      s && typeof s === 'object' ? { ...DEFAULT_SETTINGS, ...(s as object) } : s,
    ]),
  );
}

export function readJsonProject(body: unknown): JsonProjectParts {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`The body is not a JSON object. ${EXPECTED}`, 'invalid_upload');
  }
  const b = body as Record<string, unknown>;
  const rawImages = list(b.image_urls ?? b.images);
  checkCount(rawImages.length);
  const names = Array.isArray(b.image_names) ? b.image_names : [];
  const images = rawImages.map((v, i) => {
    const f = toFile(v, `image-${i + 1}`, `Photo ${i + 1}`);
    const n = names[i];
    return typeof n === 'string' && n ? new File([f], n, { type: f.type }) : f;
  });
  const rawLogo = b.logo_url ?? b.logo;
  let logo: File | null = null;
  if (rawLogo !== undefined && rawLogo !== null && rawLogo !== '') {
    logo = toFile(rawLogo, 'logo', 'The logo');
    if (typeof b.logo_name === 'string' && b.logo_name)
      logo = new File([logo], b.logo_name, { type: logo.type });
  }
  const meta = JSON.stringify({ name: b.name ?? '', positions: withDefaults(b.positions, images.length) });
  return { meta, images, logo };
}
