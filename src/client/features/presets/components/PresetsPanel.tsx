import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSettingsStore } from '#client/lib/export-settings';
import { buttonClass } from '#client/ui/Button';
import { toast } from '#client/ui/toast';
import { usePresets } from '../hooks/usePresets';
import type { PresetWatermark } from '../model';
import { PresetsList } from './PresetsList';
import { SavePresetModal } from './SavePresetModal';

export interface PresetsPanelProps {
  /** The editor's current watermark (EditorStore.getWatermark); null or no layers: nothing to save. */
  getWatermark: () => PresetWatermark | null;
  /** Replaces the layers in one undoable step (EditorStore.applyWatermark). */
  applyWatermark: (watermark: PresetWatermark) => void;
}

/** "Save as preset" and "Presets" for the editor screen; the route wires them to the editor store. */
export function PresetsPanel({ getWatermark, applyWatermark }: PresetsPanelProps) {
  const { t } = useTranslation('presets');
  const presets = usePresets();
  const [saving, setSaving] = useState<PresetWatermark | null>(null);
  const [open, setOpen] = useState(false);

  const startSave = () => {
    const w = getWatermark();
    if (!w || w.layers.length === 0) return void toast.error(t('save.nothing'));
    setSaving(w);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={startSave} className={buttonClass('secondary', 'sm')}>
          {t('save.open')}
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="presets-list"
          onClick={() => setOpen((o) => !o)}
          className={buttonClass('secondary', 'sm')}
        >
          {t('list.open')}
        </button>
      </div>
      {open && (
        <div id="presets-list">
          <PresetsList
            presets={presets}
            onApply={(content) => {
              applyWatermark(content.watermark);
              // Choosing a preset is the visitor's own choice: remembered like a change in the panel.
              if (content.exportSettings) exportSettingsStore().set(content.exportSettings, 'user');
            }}
          />
        </div>
      )}
      {saving && (
        <SavePresetModal
          presets={presets}
          content={{ watermark: saving, exportSettings: exportSettingsStore().get() }}
          onClose={() => setSaving(null)}
        />
      )}
    </div>
  );
}
