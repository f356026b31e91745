// The output settings as the app uses them: the stored choice, made honest for this browser
// (a format it cannot encode falls back to JPEG), and the way to change them.
import { useCallback } from 'react';
import type { ExportFormat, ExportSettings } from '#shared/export-settings';
import { useEncodableFormats } from './formats';
import { exportSettingsStore, useExportSettings } from './store';

export { EXPORT_SETTINGS_KEY, exportSettingsStore, type SettingsOrigin } from './store';
export { useAccountExportSettings } from './account';

export interface OutputSettings {
  /** What the export will use. */
  settings: ExportSettings;
  /** Formats this browser encodes (JPEG and PNG until the check answers). */
  formats: readonly ExportFormat[];
  /** The chosen format, when this browser cannot write it (JPEG is used here; the choice is kept). */
  unavailable: ExportFormat | null;
  /** A change made by the user: remembered here and, when signed in, for the account. */
  change: (patch: Partial<ExportSettings>) => void;
}

export function useOutputSettings(): OutputSettings {
  const stored = useExportSettings();
  const { formats, checked } = useEncodableFormats();
  const change = useCallback((patch: Partial<ExportSettings>) => exportSettingsStore().set(patch), []);
  const writes = formats.includes(stored.format);
  const settings = writes ? stored : { ...stored, format: 'jpeg' as const };
  return { settings, formats, unavailable: checked && !writes ? stored.format : null, change };
}
