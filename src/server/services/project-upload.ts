// Reads a create/update upload: multipart/form-data with a JSON part "meta" ({ name, positions }),
// the photos as repeated "images" parts in editor order, and one "logo" part. Other clients may send
// "name" and "positions" as plain fields instead of "meta", or the whole project as JSON (decision 065).
import type { Context } from 'hono';
import { HttpError, badRequest } from '../http-error';
import { TEXT_ERRORS, hasNulIssue } from '../../shared/schemas/text';
import { LOGO_SETTINGS_KEY, PROJECT_ERRORS, projectMetaSchema } from '../../shared/schemas/projects';
import { checkCount, checkLogo, checkPhoto } from './project-files';
import { readJsonProject, withDefaults } from './project-upload-json';
import type { ProjectInput } from './project-storage';

export async function readProjectUpload(c: Context): Promise<ProjectInput> {
  const contentType = c.req.header('content-type') ?? '';
  if (/^application\/(?:[\w.+-]+\+)?json/i.test(contentType)) {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parts = readJsonProject(body);
    return checkParts(parseMeta(parts.meta), parts.images, parts.logo ? [parts.logo] : []);
  }
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw badRequest(
      'Send the project as multipart/form-data (parts "meta", "images", "logo") or as JSON ({ name, image_urls, logo_url, positions } with data URLs).',
      'invalid_upload',
    );
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The upload could not be read.', 'invalid_upload');
  }
  const images = pick(body, ['images', 'images[]', 'image', 'photos', 'photos[]', 'files', 'files[]']);
  const logo = pick(body, ['logo', 'logo_file', 'logoFile']);
  return checkParts(parseMeta(body.meta ?? metaFromFields(body, images.length)), images, logo);
}

/** The parts under the first of the names a client may reasonably use ("images", "images[]", ...). */
function pick(body: Record<string, string | File | (string | File)[]>, names: string[]): (string | File)[] {
  for (const n of names) if (body[n] !== undefined) return [body[n]].flat();
  return [];
}

/** Without a "meta" part, "name" and "positions" (JSON, optional) may come as fields of their own. */
function metaFromFields(body: Record<string, unknown>, photos: number): string {
  let positions: unknown;
  if (typeof body.positions === 'string' && body.positions.trim()) {
    try {
      positions = JSON.parse(body.positions);
    } catch {
      throw badRequest('The "positions" field is not JSON.', 'invalid_positions');
    }
  }
  return JSON.stringify({
    name: typeof body.name === 'string' ? body.name : '',
    positions: withDefaults(positions, photos),
  });
}

async function checkParts(
  meta: ReturnType<typeof parseMeta>,
  images: (string | File)[],
  logoPart: (string | File)[],
): Promise<ProjectInput> {
  if (images.some((f) => !(f instanceof File)))
    throw badRequest('Photos must be sent as files.', 'invalid_upload');
  checkCount(images.length);
  const logo = logoPart[0];
  if (!(logo instanceof File) || logoPart.length !== 1) {
    throw badRequest(PROJECT_ERRORS.logoRequired.message, PROJECT_ERRORS.logoRequired.code);
  }
  checkPositions(meta.positions, images.length);
  const stored = [];
  for (const [i, f] of (images as File[]).entries()) stored.push(await checkPhoto(f, i));
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
