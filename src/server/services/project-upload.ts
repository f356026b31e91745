// Reads a create/update upload: multipart/form-data with a JSON part "meta" ({ name, positions }),
// the photos as repeated "images" parts in editor order, and one "logo" part. Other clients may send
// "name" and "positions" as plain fields instead of "meta", or the whole project as JSON (decision 065).
import type { Context } from 'hono';
import { HttpError, badRequest } from '../http-error';
import { TEXT_ERRORS, hasNulIssue } from '../../shared/schemas/text';
import { LOGO_SETTINGS_KEY, PROJECT_ERRORS, projectMetaSchema } from '../../shared/schemas/projects';
import { PROJECT_MAX_FILE_BYTES, PROJECT_MAX_IMAGES } from '../../shared/schemas/projects';
import {
  checkCount,
  checkLogo,
  checkPhoto,
  tooManyImages,
  uploadedFile,
  type UploadedFile,
} from './project-files';
import { readMultipartToDisk, type FormValue } from './multipart-to-disk';
import { readJsonProject, withDefaults } from './project-upload-json';
import type { ProjectInput } from './project-storage';

/** "meta" holds a name and up to 51 small settings objects; a megabyte is far more than enough. */
const MAX_FIELD_BYTES = 1024 * 1024;

/**
 * Reads the upload, runs `save` with it, and then removes the temporary files the upload was
 * streamed to (a multipart save keeps each photo on disk until it is written, never all in memory).
 */
export async function withProjectUpload<T>(
  c: Context,
  save: (input: ProjectInput) => Promise<T>,
): Promise<T> {
  const contentType = c.req.header('content-type') ?? '';
  if (/^application\/(?:[\w.+-]+\+)?json/i.test(contentType)) {
    const body: unknown = await c.req.json().catch((e: unknown) => {
      if (e instanceof HttpError) throw e; // the body limit, cut off while reading
      return undefined;
    });
    const parts = readJsonProject(body);
    const logo = parts.logo ? [await uploadedFile(parts.logo)] : [];
    const images = await Promise.all(parts.images.map(uploadedFile));
    return save(await checkParts(parseMeta(parts.meta), images, logo));
  }
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw badRequest(
      'Send the project as multipart/form-data (parts "meta", "images", "logo") or as JSON ({ name, image_urls, logo_url, positions } with data URLs).',
      'invalid_upload',
    );
  }
  const form = await readMultipartToDisk(c.req.raw.headers, c.req.raw.body, {
    keepBytes: PROJECT_MAX_FILE_BYTES,
    // A few more than allowed, so the count check below words the refusal.
    maxFiles: PROJECT_MAX_IMAGES + 5,
    onTooManyFiles: () => tooManyImages(),
    maxFieldBytes: MAX_FIELD_BYTES,
  });
  try {
    const body = form.fields;
    const images = pick(body, ['images', 'images[]', 'image', 'photos', 'photos[]', 'files', 'files[]']);
    const logo = pick(body, ['logo', 'logo_file', 'logoFile']);
    const meta = body.meta?.[0] ?? metaFromFields(body, images.length);
    return await save(await checkParts(parseMeta(meta), images, logo));
  } finally {
    await form.dispose();
  }
}

/** The parts under the first of the names a client may reasonably use ("images", "images[]", ...). */
function pick(body: Record<string, FormValue[]>, names: string[]): FormValue[] {
  for (const n of names) if (body[n] !== undefined) return body[n];
  return [];
}

/** Without a "meta" part, "name" and "positions" (JSON, optional) may come as fields of their own. */
function metaFromFields(body: Record<string, FormValue[]>, photos: number): string {
  let positions: unknown;
  const given = body.positions?.[0];
  const name = body.name?.[0];
  if (typeof given === 'string' && given.trim()) {
    try {
      positions = JSON.parse(given);
    } catch {
      throw badRequest('The "positions" field is not JSON.', 'invalid_positions');
    }
  }
  return JSON.stringify({
    name: typeof name === 'string' ? name : '',
    positions: withDefaults(positions, photos),
  });
}

async function checkParts(
  meta: ReturnType<typeof parseMeta>,
  images: (string | UploadedFile)[],
  logoPart: (string | UploadedFile)[],
): Promise<ProjectInput> {
  if (images.some((f) => typeof f === 'string'))
    throw badRequest('Photos must be sent as files.', 'invalid_upload');
  checkCount(images.length);
  const logo = logoPart[0];
  if (logo === undefined || typeof logo === 'string' || logoPart.length !== 1) {
    throw badRequest(PROJECT_ERRORS.logoRequired.message, PROJECT_ERRORS.logoRequired.code);
  }
  checkPositions(meta.positions, images.length);
  const stored = [];
  for (const [i, f] of (images as UploadedFile[]).entries()) stored.push(await checkPhoto(f, i));
  return { name: meta.name, positions: meta.positions, logo: await checkLogo(logo), images: stored };
}

function parseMeta(part: unknown) {
  if (typeof part !== 'string') throw badRequest('The upload has no "meta" part.', 'invalid_upload');
  let json: unknown;
  try {
    json = JSON.parse(part);
  } catch {
    throw badRequest('The "meta" part is not JSON.', 'invalid_upload');
  }
  const r = projectMetaSchema.safeParse(json);
  if (r.success) return r.data;
  if (hasNulIssue(r.error.issues)) throw badRequest(TEXT_ERRORS.nul.message, TEXT_ERRORS.nul.code);
  const issue = r.error.issues[0];
  if (issue?.path[0] === 'name') {
    const e =
      issue.message === PROJECT_ERRORS.nameRequired.message
        ? PROJECT_ERRORS.nameRequired
        : PROJECT_ERRORS.nameTooLong;
    throw badRequest(e.message, e.code);
  }
  throw badRequest('The logo positions are not valid.', 'invalid_positions', r.error.issues.slice(0, 5));
}

/** One entry per photo (in photo order), or only "logo-settings" when there are no photos. */
function checkPositions(positions: Record<string, unknown>, photos: number) {
  const keys = Object.keys(positions);
  const perPhoto = keys.filter((k) => k !== LOGO_SETTINGS_KEY).length;
  const ok = photos === 0 ? keys.length === 1 && keys[0] === LOGO_SETTINGS_KEY : perPhoto === photos;
  if (!ok) {
    throw new HttpError(
      400,
      'invalid_positions',
      photos === 0
        ? 'A project without photos holds only the "logo-settings" entry.'
        : `Positions must hold one entry per photo (${photos}).`,
    );
  }
}
