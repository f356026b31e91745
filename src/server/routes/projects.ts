// Saved projects: /api/projects. Every query is filtered by the signed-in user's id, and another
// user's project answers exactly as a missing one.
import { Hono, type Context } from 'hono';
import sharp from 'sharp';
import type { AppDeps } from '../deps';
import { HttpError, unauthorized } from '../http-error';
import { requireUser } from '../auth/session';
import { sendFile } from '../send-file';
import { idParam } from '../id-param';
import { loadUserPlan } from '../services/plan';
import { PLANS, type Tier } from '#shared/plans';
import {
  PROJECT_ERRORS,
  projectPhotoRule,
  type ProjectAnswer,
  type ProjectDto,
  type ProjectListDto,
} from '#shared/schemas/projects';
import { withProjectUpload } from '../services/project-upload';
import { createDbProjectStorage } from '../services/project-storage-db';
import {
  ProjectLimitError,
  type FileContent,
  type ProjectRecord,
  type ProjectStorage,
} from '../services/project-storage';

export interface ProjectUser {
  id: string;
  /** The plan as the server holds it (never the client's word). */
  tier: Tier;
}

export type ResolveProjectUser = (c: Context) => Promise<ProjectUser>;

const notFound = () => new HttpError(404, PROJECT_ERRORS.notFound.code, PROJECT_ERRORS.notFound.message);
const projectId = (c: Context) => idParam(c, notFound);

export function toDto(p: ProjectRecord): ProjectDto {
  // The version in the URL changes with every update, so browsers may keep these privately.
  const v = `?v=${encodeURIComponent(p.updatedAt)}`;
  const images = p.images.map((img, i) => ({
    url: `/api/projects/${p.id}/images/${i}${v}`,
    name: img.name,
    type: img.type,
    width: img.width,
    height: img.height,
    original_width: img.original?.width ?? null,
    original_height: img.original?.height ?? null,
    size: img.size,
  }));
  return {
    id: p.id,
    name: p.name,
    logo_url: p.logoType ? `/api/projects/${p.id}/logo${v}` : null,
    thumbnail_url: `/api/projects/${p.id}/thumbnail${v}`,
    logo_name: p.logoName,
    logo_type: p.logoType,
    image_urls: images.map((i) => i.url),
    images,
    image_count: images.length,
    positions: p.positions,
    export_settings: p.exportSettings,
    watermark: p.watermark,
    logos: p.logos.map((l) => ({
      file_id: l.fileId,
      name: l.name,
      type: l.type,
      url: `/api/projects/${p.id}/logos/${encodeURIComponent(l.fileId)}${v}`,
    })),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

/** One project answers as `{ project }`, next to the list's `{ projects }` (decision 145). */
const oneProject = (p: ProjectRecord): ProjectAnswer => ({ project: toDto(p) });

const THUMB_PX = 192;

/** A small preview for the list: the first photo cropped square, or the logo fitted (transparency kept). */
async function thumbnail(file: FileContent | null, photo: boolean): Promise<FileContent | null> {
  if (!file || file.type === 'image/svg+xml') return file;
  try {
    const img = sharp(file.bytes).rotate();
    const bytes = photo
      ? await img.resize(THUMB_PX, THUMB_PX, { fit: 'cover' }).webp({ quality: 70 }).toBuffer()
      : await img.resize(THUMB_PX, THUMB_PX, { fit: 'inside' }).png().toBuffer();
    return { name: 'thumbnail', type: photo ? 'image/webp' : 'image/png', bytes };
  } catch {
    return file;
  }
}

/** The session's user with the plan the server holds (never the client's word). */
export const sessionProjectUser =
  (deps: AppDeps): ResolveProjectUser =>
  async (c) => {
    const user = await requireUser(c);
    const plan = await loadUserPlan(deps.dbh.db, user.id, deps.now());
    if (!plan) throw unauthorized();
    return { id: user.id, tier: plan.tier };
  };

export function projectRoutes(
  deps: AppDeps,
  currentUser: ResolveProjectUser = sessionProjectUser(deps),
  storage?: ProjectStorage,
) {
  const store = storage ?? createDbProjectStorage(deps.dbh, { now: deps.now, objects: deps.storage });
  // The plan the server holds decides how photos are kept: full size (Pro, Ultra) or as the client reduced them.
  const ruleOf = (user: ProjectUser) => projectPhotoRule(PLANS[user.tier]);

  const update = async (c: Context) => {
    const user = await currentUser(c);
    const id = projectId(c);
    // Refuse early for someone else's project, before reading megabytes of upload.
    if (!(await store.get(user.id, id))) throw notFound();
    // Body size: the save limit in src/server/body-limits.ts, applied to every request in app.ts.
    const updated = await withProjectUpload(c, ruleOf(user), (input) => store.replace(user.id, id, input));
    if (!updated) throw notFound();
    return c.json(oneProject(updated));
  };

  return (
    new Hono()
      .get('/', async (c) => {
        const user = await currentUser(c);
        const list = await store.list(user.id);
        return c.json<ProjectListDto>({
          projects: list.map(toDto),
          max_projects: PLANS[user.tier].maxProjects,
        });
      })
      .post('/', async (c) => {
        const user = await currentUser(c);
        try {
          const created = await withProjectUpload(c, ruleOf(user), (input) =>
            store.create(user.id, input, { maxProjects: PLANS[user.tier].maxProjects }),
          );
          return c.json(oneProject(created), 201);
        } catch (e) {
          if (e instanceof ProjectLimitError) {
            throw new HttpError(403, PROJECT_ERRORS.limit.code, PROJECT_ERRORS.limit.message, {
              max: PLANS[user.tier].maxProjects,
            });
          }
          throw e;
        }
      })
      .get('/:id', async (c) => {
        const user = await currentUser(c);
        const p = await store.get(user.id, projectId(c));
        if (!p) throw notFound();
        return c.json(oneProject(p));
      })
      .put('/:id', update)
      // PATCH is what many clients reach for first; it takes the same full project and replaces it.
      .patch('/:id', update)
      .delete('/:id', async (c) => {
        const user = await currentUser(c);
        if (!(await store.delete(user.id, projectId(c)))) throw notFound();
        return c.body(null, 204);
      })
      .get('/:id/logo', async (c) => {
        const user = await currentUser(c);
        return sendFile(c, await store.readLogo(user.id, projectId(c)), notFound);
      })
      .get('/:id/logos/:fileId', async (c) => {
        const user = await currentUser(c);
        return sendFile(c, await store.readLayerLogo(user.id, projectId(c), c.req.param('fileId')), notFound);
      })
      .get('/:id/thumbnail', async (c) => {
        const user = await currentUser(c);
        const id = projectId(c);
        const first = await store.readImage(user.id, id, 0);
        const thumb = first
          ? await thumbnail(first, true)
          : await thumbnail(await store.readLogo(user.id, id), false);
        return sendFile(c, thumb, notFound);
      })
      .get('/:id/images/:n', async (c) => {
        const user = await currentUser(c);
        const n = c.req.param('n');
        if (!/^\d{1,3}$/.test(n)) throw notFound();
        return sendFile(c, await store.readImage(user.id, projectId(c), Number(n)), notFound);
      })
  );
}
