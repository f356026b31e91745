// /api/me/export-settings: the output settings the signed-in user last chose, one row per account.
import { Hono } from 'hono';
import { readExportSettings } from '#shared/export-settings';
import {
  EXPORT_SETTINGS_ERRORS,
  accountExportSettingsSchema,
  type AccountExportSettingsAnswer,
} from '#shared/schemas/export-settings';
import { requireUser, signedIn } from '../auth/session';
import type { AppDeps } from '../deps';
import { badRequest } from '../http-error';
import { validate, type Issues } from '../validate';

const invalid = (issues: Issues) =>
  badRequest(EXPORT_SETTINGS_ERRORS.invalid.message, EXPORT_SETTINGS_ERRORS.invalid.code, issues);

export function exportSettingsRoutes({ dbh, now }: AppDeps) {
  const { db } = dbh;
  return new Hono()
    .use(signedIn)
    .get('/', async (c) => {
      const user = await requireUser(c);
      const row = await db
        .selectFrom('user_export_settings')
        .select('settings')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      c.header('Cache-Control', 'private, no-store');
      // Read leniently: a row written under an older schema still answers with valid settings.
      const settings = row ? readExportSettings(JSON.parse(row.settings)) : null;
      return c.json<AccountExportSettingsAnswer>({ settings });
    })
    .put('/', validate('json', accountExportSettingsSchema, invalid), async (c) => {
      const user = await requireUser(c);
      const settings = c.req.valid('json');
      const values = { settings: JSON.stringify(settings), updated_at: now().toISOString() };
      await db
        .insertInto('user_export_settings')
        .values({ user_id: user.id, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return c.json<AccountExportSettingsAnswer>({ settings });
    });
}
