// The account's output settings on the wire: GET and PUT /api/me/export-settings.
import { exportSettingsSchema, type ExportSettings } from '../export-settings';

/** A PUT sends every field; unknown fields are refused so a misspelt one is not silently dropped. */
export const accountExportSettingsSchema = exportSettingsSchema.strict();

export const EXPORT_SETTINGS_ERRORS = {
  invalid: { code: 'invalid_export_settings', message: 'The export settings are not valid.' },
} as const;

/** null: this account has not stored settings yet (the browser's own then apply, decision 191). */
export interface AccountExportSettingsAnswer {
  settings: ExportSettings | null;
}
