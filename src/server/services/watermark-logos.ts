// The image layers' files of a saved watermark (a preset or a project with layers): checked like a
// project's logo (PNG, or SVG through the allowlist, size limits), stored one row per fileId under the
// name the user's file had ("logoNames" in the meta, decision 384), else under its fileId.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http-error';
import { WATERMARK_ERRORS, watermarkFileIds, type LogoNames } from '#shared/schemas/watermark-files';
import type { Watermark } from '#shared/layers';
import { checkLogo, cleanFileName, type UploadedFile } from './project-files';
import { bytesOf, type FileContent, type LogoHead, type WatermarkLogo } from './project-storage';

export type LogoTable = 'preset_logos' | 'project_logos';

/** Exactly one file per fileId the image layers use, each a safe PNG or SVG. */
export async function checkWatermarkLogos(
  watermark: Pick<Watermark, 'layers'>,
  parts: (string | UploadedFile)[],
  names: LogoNames = {},
): Promise<WatermarkLogo[]> {
  if (parts.some((p) => typeof p === 'string'))
    throw badRequest('Logos must be sent as files.', 'invalid_upload');
  const files = parts as UploadedFile[];
  const wanted = new Set(watermarkFileIds(watermark));
  const seen = new Set<string>();
  for (const f of files) {
    if (!wanted.has(f.name) || seen.has(f.name)) {
      const { code, message } = WATERMARK_ERRORS.logoUnexpected;
      throw badRequest(message, code, { file_id: f.name });
    }
    seen.add(f.name);
  }
  const missing = [...wanted].find((id) => !seen.has(id));
  if (missing !== undefined) {
    const { code, message } = WATERMARK_ERRORS.logoMissing;
    throw badRequest(message, code, { file_id: missing });
  }
  const out: WatermarkLogo[] = [];
  for (const f of files) {
    // Checked under its own name, so a refusal names the file the user knows. Own entries only: a
    // fileId is any text, and names['constructor'] would otherwise be Object's constructor.
    const name = cleanFileName(Object.hasOwn(names, f.name) ? names[f.name]! : '', f.name);
    out.push({ ...(await checkLogo({ ...f, name })), fileId: f.name });
  }
  return out;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function writeWatermarkLogos(tx: Db, table: LogoTable, ownerId: string, logos: WatermarkLogo[]) {
  await tx.deleteFrom(table).where('owner_id', '=', ownerId).execute();
  for (const l of logos) {
    await tx
      .insertInto(table)
      .values({ owner_id: ownerId, file_id: l.fileId, name: l.name, type: l.type, bytes: await bytesOf(l) })
      .execute();
  }
}

/** The files of many owners at once (a list), without their bytes. */
export async function logoHeads(
  db: Db,
  table: LogoTable,
  ownerIds: string[],
): Promise<Map<string, LogoHead[]>> {
  const out = new Map<string, LogoHead[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return out;
  const rows = await db
    .selectFrom(table)
    .select(['owner_id', 'file_id', 'name', 'type'])
    .where('owner_id', 'in', ownerIds)
    .orderBy('owner_id')
    .orderBy('file_id')
    .execute();
  for (const r of rows) out.get(r.owner_id)?.push({ fileId: r.file_id, name: r.name, type: r.type });
  return out;
}

/** The caller has checked that the owner belongs to the signed-in user. */
export async function readWatermarkLogo(
  db: Db,
  table: LogoTable,
  ownerId: string,
  fileId: string,
): Promise<FileContent | null> {
  const row = await db
    .selectFrom(table)
    .select(['name', 'type', 'bytes'])
    .where('owner_id', '=', ownerId)
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row ?? null;
}
