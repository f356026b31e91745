// Checks each uploaded file by its content, never its name or declared type, before it is stored.
import fs from 'node:fs';
import sharp from 'sharp';
import { HttpError } from '../http-error';
import { sniffImageType } from '#shared/files';
import { PLANS } from '#shared/plans';
import { findSvgProblem, svgRefusalMessage } from '#shared/files/svg-safety';
import { STORED_FILE_NAME_MAX } from '#shared/schemas/watermark-files';
import {
  PROJECT_LOGO_TYPES,
  PROJECT_MAX_FILE_BYTES,
  PROJECT_MAX_IMAGES,
  projectPhotoRule,
  type ProjectPhotoRule,
} from '#shared/schemas/projects';
import { bytesOf, type FileBytes, type StoredFile } from './project-storage';

const MB = 1024 * 1024;

/** A file name safe to store and send back in a header: no paths, no control characters. */
export function cleanFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(0, STORED_FILE_NAME_MAX);
}

/** An uploaded file before checks: a part streamed to disk (small ones kept in memory). */
export interface UploadedFile {
  name: string;
  /** Bytes the client sent (may exceed what `bytes` holds when the file was too large). */
  size: number;
  bytes: FileBytes;
}

/** Enough of the start of a file for its type (and its header, in memory). */
const HEAD_BYTES = 64 * 1024;

export async function head(bytes: FileBytes): Promise<Uint8Array> {
  if (bytes instanceof Uint8Array) return bytes;
  const handle = await fs.promises.open(bytes.path);
  try {
    const buf = Buffer.alloc(Math.min(HEAD_BYTES, bytes.size));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** sharp reads a file on disk itself, only as far as the header, instead of from a copy in memory. */
const sharpInput = (bytes: FileBytes) => (bytes instanceof Uint8Array ? bytes : bytes.path);

function checkSize(file: UploadedFile, label: string, maxBytes = PROJECT_MAX_FILE_BYTES) {
  if (file.size > maxBytes) {
    throw new HttpError(413, 'file_too_large', `"${label}" is larger than ${maxBytes / MB} MB.`, {
      name: label,
    });
  }
  if (file.size === 0) throw new HttpError(400, 'invalid_image', `"${label}" is empty.`, { name: label });
}

/** "JPEG, PNG or WEBP": the types a rule keeps, named as users know them. */
const typeNames = (types: ReadonlySet<string>) => {
  const names = [...types].map((t) => t.slice('image/'.length).toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
};

/**
 * A photo on disk stays there (read when written), so checking it reads only its header. The plan's
 * rule says which types and sizes are kept (decision 279).
 */
export async function checkPhoto(
  file: UploadedFile,
  index: number,
  rule: ProjectPhotoRule = projectPhotoRule(PLANS.lite),
): Promise<StoredFile> {
  const name = cleanFileName(file.name, `image-${index + 1}`);
  checkSize(file, name, rule.maxBytes);
  const type = sniffImageType(await head(file.bytes));
  if (!type || !rule.types.has(type)) {
    throw new HttpError(400, 'invalid_image_type', `"${name}" is not a ${typeNames(rule.types)} image.`, {
      name,
    });
  }
  try {
    // Reads the header only: cheap, and it catches files that merely start like an image.
    const m = await sharp(sharpInput(file.bytes)).metadata();
    return { name, type, bytes: file.bytes, width: m.width ?? null, height: m.height ?? null };
  } catch {
    throw new HttpError(400, 'invalid_image', `"${name}" is not a readable image.`, { name });
  }
}

export async function checkLogo(file: UploadedFile): Promise<StoredFile> {
  const name = cleanFileName(file.name, 'logo');
  checkSize(file, name);
  // A logo is small and SVG safety needs all of it: read it whole.
  const bytes = await bytesOf(file);
  const type = sniffImageType(bytes);
  if (!type || !(PROJECT_LOGO_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(400, 'invalid_logo_type', 'The logo must be a PNG or SVG file.', { name });
  }
  if (type === 'image/svg+xml') {
    const refusal = findSvgProblem(new TextDecoder().decode(bytes));
    if (refusal) {
      const { problem, item } = refusal;
      throw new HttpError(400, 'unsafe_svg', svgRefusalMessage(refusal), { name, problem, item });
    }
    return { name, type, bytes, width: null, height: null };
  }
  try {
    const m = await sharp(bytes).metadata();
    return { name, type, bytes, width: m.width ?? null, height: m.height ?? null };
  } catch {
    throw new HttpError(400, 'invalid_logo_type', 'The logo must be a PNG or SVG file.', { name });
  }
}

export const tooManyImages = () =>
  new HttpError(400, 'too_many_images', `A project can hold at most ${PROJECT_MAX_IMAGES} photos.`, {
    max: PROJECT_MAX_IMAGES,
  });

export function checkCount(count: number) {
  if (count > PROJECT_MAX_IMAGES) throw tooManyImages();
}
