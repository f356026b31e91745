// Reads POST /api/v1/jobs: multipart/form-data streamed to temporary files (never whole in memory),
// checked part by part. A request that is wrong as a whole is refused with one clear error; a photo
// that is not an image of the plan's formats fails alone, named, and the rest of the job goes on.
import type { Context } from 'hono';
import { EXTENSIONS_BY_TYPE, sniffImageType, typesForExtensions } from '#shared/files';
import type { Plan } from '#shared/plans';
import {
  API_JOB_ERRORS,
  API_JOB_FIELDS,
  API_JOB_MAX_PHOTOS,
  API_JOB_MAX_PHOTO_BYTES,
  apiJobSettingsSchema,
  callbackUrlSchema,
  type ApiJobSettings,
} from '#shared/schemas/api-jobs';
import { HttpError, badRequest } from '../http-error';
import { readMultipartToDisk, type DiskPart, type FormValue } from './multipart-to-disk';
import { parseMetaPart } from './upload-meta';
import { cleanFileName, head } from './project-files';

export interface JobPhoto {
  name: string;
  /** The sniffed type, or null with the reason it failed at submission. */
  type: string | null;
  failed?: { code: string; message: string };
  file: DiskPart;
}

export interface JobUpload {
  photos: JobPhoto[];
  logo: DiskPart | null;
  presetId: string | null;
  settings: ApiJobSettings;
  callbackUrl: string | null;
}

const MB = 1024 * 1024;
const KNOWN = new Set<string>(Object.values(API_JOB_FIELDS));
const err = (e: { code: string; message: string }, status: 400 | 413 = 400, details?: unknown) =>
  new HttpError(status, e.code, e.message, details);

/** Reads the upload, runs `handle` with it, then removes the temporary files. */
export async function withJobUpload<T>(
  c: Context,
  plan: Plan,
  handle: (u: JobUpload) => Promise<T>,
): Promise<T> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
    throw err(API_JOB_ERRORS.notMultipart);
  const form = await readMultipartToDisk(c.req.raw.headers, c.req.raw.body, {
    keepBytes: API_JOB_MAX_PHOTO_BYTES,
    // One over, so the count check words the refusal; plus the logo.
    maxFiles: API_JOB_MAX_PHOTOS + 2,
    onTooManyFiles: () => err(API_JOB_ERRORS.tooManyPhotos, 400, { max: API_JOB_MAX_PHOTOS }),
    maxFieldBytes: MB,
  });
  try {
    return await handle(await readUpload(form.fields, plan));
  } finally {
    await form.dispose();
  }
}

async function readUpload(fields: Record<string, FormValue[]>, plan: Plan): Promise<JobUpload> {
  const unknown = Object.keys(fields).find((k) => !KNOWN.has(k));
  if (unknown !== undefined) {
    throw badRequest(`Unknown part "${unknown}": send ${[...KNOWN].join(', ')}.`, 'unknown_field', {
      field: unknown,
    });
  }
  const one = (name: string) => {
    const values = fields[name] ?? [];
    if (values.length > 1) throw badRequest(`Send one "${name}" part.`, 'invalid_upload', { field: name });
    return values[0];
  };
  const text = (name: string) => {
    const v = one(name);
    if (v !== undefined && typeof v !== 'string')
      throw badRequest(`"${name}" must be a text field.`, 'invalid_upload');
    return v ?? null;
  };
  const photoParts = fields[API_JOB_FIELDS.photos] ?? [];
  if (photoParts.some((p) => typeof p === 'string'))
    throw badRequest('Photos must be sent as files.', 'invalid_upload');
  if (photoParts.length === 0) throw err(API_JOB_ERRORS.noPhotos);
  if (photoParts.length > API_JOB_MAX_PHOTOS)
    throw err(API_JOB_ERRORS.tooManyPhotos, 400, { max: API_JOB_MAX_PHOTOS });

  const logo = one(API_JOB_FIELDS.logo);
  if (typeof logo === 'string') throw badRequest('The logo must be sent as a file.', 'invalid_upload');
  const callback = text(API_JOB_FIELDS.callbackUrl);
  const url = callback === null ? null : callbackUrlSchema.safeParse(callback.trim());
  if (url && !url.success) throw err(API_JOB_ERRORS.invalidCallback);
  return {
    photos: await Promise.all((photoParts as DiskPart[]).map((p, i) => checkJobPhoto(p, i, plan))),
    logo: logo ?? null,
    presetId: text(API_JOB_FIELDS.preset)?.trim() || null,
    settings: parseSettings(text(API_JOB_FIELDS.settings)),
    callbackUrl: url?.success ? url.data : null,
  };
}

function parseSettings(part: string | null): ApiJobSettings {
  if (part === null) return apiJobSettingsSchema.parse({});
  const refuse = (issues: unknown[]): never => {
    throw badRequest(
      API_JOB_ERRORS.invalidSettings.message,
      API_JOB_ERRORS.invalidSettings.code,
      issues.slice(0, 5),
    );
  };
  try {
    JSON.parse(part);
  } catch {
    throw err(API_JOB_ERRORS.settingsNotJson);
  }
  return parseMetaPart(part, apiJobSettingsSchema, refuse);
}

/** A photo's type from its bytes; one that is too large, empty or not of the plan's formats fails alone. */
async function checkJobPhoto(part: DiskPart, index: number, plan: Plan): Promise<JobPhoto> {
  const name = cleanFileName(part.name, `image-${index + 1}`);
  const fail = (code: string, message: string): JobPhoto => ({
    name,
    type: null,
    failed: { code, message },
    file: part,
  });
  if (part.size > API_JOB_MAX_PHOTO_BYTES)
    return fail('file_too_large', `"${name}" is larger than ${API_JOB_MAX_PHOTO_BYTES / MB} MB.`);
  if (part.size === 0) return fail('invalid_image', `"${name}" is empty.`);
  const type = sniffImageType(await head(part.bytes));
  const allowed = typesForExtensions(plan.photoExtensions);
  if (!type || type === 'image/svg+xml' || !allowed.has(type)) {
    const formats = [...allowed].flatMap((t) => EXTENSIONS_BY_TYPE[t].slice(0, 1)).join(', ');
    return fail('unsupported_type', `"${name}" is not a photo of a supported format (${formats}).`);
  }
  return { name, type, file: part };
}
