// Checks each uploaded file by its content, never its name or declared type, before it is stored.
import sharp from 'sharp';
import { HttpError } from '../http-error';
import { sniffImageType } from '../../shared/files';
import { SVG_PROBLEM_MESSAGES, checkSvgSafety } from '../../shared/files/svg-safety';
import {
  PROJECT_LOGO_TYPES,
  PROJECT_MAX_FILE_BYTES,
  PROJECT_MAX_IMAGES,
  PROJECT_PHOTO_TYPES,
} from '../../shared/schemas/projects';
import type { StoredFile } from './project-storage';

const MB = PROJECT_MAX_FILE_BYTES / (1024 * 1024);

/** A file name safe to store and send back in a header: no paths, no control characters. */
export function cleanFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(0, 255);
}

/** An uploaded file before checks: a part streamed to disk, or a decoded data URL. */
export interface UploadedFile {
  name: string;
  /** Bytes the client sent (may exceed what `content` holds when the file was too large). */
  size: number;
  content: Blob;
}

export const uploadedFile = (f: File): UploadedFile => ({ name: f.name, size: f.size, content: f });

function checkSize(file: UploadedFile, label: string) {
  if (file.size > PROJECT_MAX_FILE_BYTES) {
    throw new HttpError(413, 'file_too_large', `"${label}" is larger than ${MB} MB.`, { name: label });
  }
  if (file.size === 0) throw new HttpError(400, 'invalid_image', `"${label}" is empty.`, { name: label });
}

/** The stored bytes stay in `file.content` (read again when written), so only one photo is in memory here. */
export async function checkPhoto(file: UploadedFile, index: number): Promise<StoredFile> {
  const name = cleanFileName(file.name, `image-${index + 1}`);
  checkSize(file, name);
  const bytes = new Uint8Array(await file.content.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || !(PROJECT_PHOTO_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(400, 'invalid_image_type', `"${name}" is not a JPEG, PNG or WEBP image.`, { name });
  }
  try {
    // Reads the header only: cheap, and it catches files that merely start like an image.
    const m = await sharp(bytes).metadata();
    return { name, type, bytes: file.content, width: m.width ?? null, height: m.height ?? null };
  } catch {
    throw new HttpError(400, 'invalid_image', `"${name}" is not a readable image.`, { name });
  }
}

export async function checkLogo(file: UploadedFile): Promise<StoredFile> {
  const name = cleanFileName(file.name, 'logo');
  checkSize(file, name);
  const bytes = new Uint8Array(await file.content.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || !(PROJECT_LOGO_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(400, 'invalid_logo_type', 'The logo must be a PNG or SVG file.', { name });
  }
  if (type === 'image/svg+xml') {
    const problem = checkSvgSafety(new TextDecoder().decode(bytes));
    if (problem) throw new HttpError(400, 'unsafe_svg', SVG_PROBLEM_MESSAGES[problem], { name, problem });
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
