// Presets: /api/presets. Private like projects: every query is filtered by the signed-in user's id,
// and another user's preset answers exactly as a missing one. Presets count against no plan.
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { HttpError } from '../http-error';
import { requireUser, signedIn } from '../auth/session';
import { sendFile } from '../send-file';
import { idParam } from '../id-param';
import { validate, type Issues } from '../validate';
import {
  PRESET_ERRORS,
  PRESET_MAX_PER_USER,
  presetRenameSchema,
  type PresetAnswer,
  type PresetDto,
  type PresetListDto,
} from '#shared/schemas/presets';
import { PresetLimitError, createPresetStorage, type PresetRecord } from '../services/preset-storage';
import { isMultipart, nameRefusal, withPresetUpload } from '../services/preset-upload';
import { hasNulIssue } from '#shared/schemas/text';

const notFound = () => new HttpError(404, PRESET_ERRORS.notFound.code, PRESET_ERRORS.notFound.message);
const presetId = (c: Context) => idParam(c, notFound);

export function toPresetDto(p: PresetRecord): PresetDto {
  const v = `?v=${encodeURIComponent(p.updatedAt)}`;
  return {
    id: p.id,
    name: p.name,
    watermark: p.watermark,
    export_settings: p.exportSettings,
    logos: p.logos.map((l) => ({
      file_id: l.fileId,
      name: l.name,
      type: l.type,
      url: `/api/presets/${p.id}/logos/${encodeURIComponent(l.fileId)}${v}`,
    })),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

const one = (p: PresetRecord): PresetAnswer => ({ preset: toPresetDto(p) });

const renameRefusal = (issues: Issues) =>
  hasNulIssue(issues)
    ? nameRefusal(undefined)
    : nameRefusal(issues[0]?.message ?? PRESET_ERRORS.nameRequired.message);

export function presetRoutes(deps: AppDeps) {
  const store = createPresetStorage(deps.dbh, deps.now);
  const userId = async (c: Context) => (await requireUser(c)).id;

  return new Hono()
    .use(signedIn)
    .get('/', async (c) => {
      const presets = await store.list(await userId(c));
      c.header('Cache-Control', 'private, no-store');
      return c.json<PresetListDto>({ presets: presets.map(toPresetDto), max_presets: PRESET_MAX_PER_USER });
    })
    .post('/', async (c) => {
      const user = await userId(c);
      try {
        const created = await withPresetUpload(c, (input) => store.create(user, input, PRESET_MAX_PER_USER));
        return c.json(one(created), 201);
      } catch (e) {
        if (!(e instanceof PresetLimitError)) throw e;
        const { code, message } = PRESET_ERRORS.limit;
        throw new HttpError(403, code, message, { max: PRESET_MAX_PER_USER });
      }
    })
    .get('/:id', async (c) => {
      const p = await store.get(await userId(c), presetId(c));
      if (!p) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json(one(p));
    })
    .put(
      '/:id',
      async (c, next) => {
        const user = await userId(c);
        const id = presetId(c);
        // Someone else's preset is refused before its upload is read.
        if (!(await store.get(user, id))) throw notFound();
        if (!isMultipart(c)) return next();
        const updated = await withPresetUpload(c, (input) => store.replace(user, id, input));
        if (!updated) throw notFound();
        return c.json(one(updated));
      },
      // A JSON body renames: { name }.
      validate('json', presetRenameSchema, renameRefusal),
      async (c) => {
        const updated = await store.rename(await userId(c), presetId(c), c.req.valid('json').name);
        if (!updated) throw notFound();
        return c.json(one(updated));
      },
    )
    .delete('/:id', async (c) => {
      if (!(await store.delete(await userId(c), presetId(c)))) throw notFound();
      return c.body(null, 204);
    })
    .get('/:id/logos/:fileId', async (c) => {
      const file = await store.readLogo(await userId(c), presetId(c), c.req.param('fileId'));
      return sendFile(c, file, notFound);
    });
}
