import { useTranslation } from 'react-i18next';
import {
  OPACITY_MAX,
  OPACITY_MIN,
  QUICK_POSITIONS,
  ROTATION_MAX,
  SCALE_MAX,
  SCALE_MIN,
  SIZE_RELATIVE_TO,
  type LogoSettings,
  type QuickPosition,
  type SizeRelativeTo,
} from '#shared/placement';
import { DEFAULT_TILE_SPACING, TILE_SPACING_MAX, type Layer, type LayerPatch } from '#shared/layers';
import { NumberField, RangeField } from './fields';
import { CopyIcon, TrashIcon } from './icons';
import { Card } from '#client/ui/Card';
import { buttonClass } from '#client/ui/Button';

const QUICK_KEYS: Record<QuickPosition, string> = {
  'top-left': 'settings.topLeft',
  'top-right': 'settings.topRight',
  'bottom-left': 'settings.bottomLeft',
  'bottom-right': 'settings.bottomRight',
  center: 'settings.center',
};
// Cells of a 3x3 grid laid out physically (photo coordinates do not mirror in Hebrew).
const QUICK_CELLS: Record<QuickPosition, string> = {
  'top-left': 'col-start-1 row-start-1',
  'top-right': 'col-start-3 row-start-1',
  center: 'col-start-2 row-start-2',
  'bottom-left': 'col-start-1 row-start-3',
  'bottom-right': 'col-start-3 row-start-3',
};
const DOT: Record<QuickPosition, string> = {
  'top-left': 'top-1 left-1',
  'top-right': 'top-1 right-1',
  center: 'top-1/2 left-1/2 -translate-1/2',
  'bottom-left': 'bottom-1 left-1',
  'bottom-right': 'bottom-1 right-1',
};

const REL_KEYS: Record<SizeRelativeTo, string> = {
  width: 'settings.relWidth',
  short: 'settings.relShort',
  long: 'settings.relLong',
};

interface Props {
  settings: LogoSettings;
  /** The selected layer, which every control here acts on; null disables them. */
  layer: Layer | null;
  onLayer: (patch: LayerPatch) => void;
  imageCount: number;
  onChange: (patch: Partial<LogoSettings>) => void;
  onQuick: (pos: QuickPosition) => void;
  onApplyAll: () => void;
  onRemoveLogo: () => void;
}

export function LogoSettingsPanel({
  settings,
  layer,
  onLayer,
  imageCount,
  onChange,
  onQuick,
  onApplyAll,
  onRemoveLogo,
}: Props) {
  const { t } = useTranslation('editor');
  // With no layer, the spacing a new one starts with.
  const spacing = layer?.tile.spacing ?? DEFAULT_TILE_SPACING;
  return (
    <Card title={t('settings.title')} tone="panel" heading="panel" className="p-4">
      <fieldset disabled={!layer} className="mt-3 grid gap-4 disabled:opacity-60">
        <div className="grid grid-cols-[auto_1fr] items-start gap-4">
          <div>
            <p className="mb-1.5 text-xs font-medium text-slate-500">{t('settings.quick')}</p>
            <div
              dir="ltr"
              className="grid grid-cols-3 grid-rows-3 gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1"
            >
              {QUICK_POSITIONS.map((pos) => (
                <button
                  key={pos}
                  type="button"
                  onClick={() => onQuick(pos)}
                  aria-label={t(QUICK_KEYS[pos])}
                  title={t(QUICK_KEYS[pos])}
                  className={`${QUICK_CELLS[pos]} relative size-8 rounded-md border border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:hover:border-slate-300 disabled:hover:bg-white`}
                >
                  <span aria-hidden className={`absolute size-2.5 rounded-sm bg-brand-600 ${DOT[pos]}`} />
                </button>
              ))}
            </div>
          </div>
          <div>
            <p className="mb-1.5 text-xs font-medium text-slate-500">{t('settings.position')}</p>
            <div className="grid gap-2">
              <NumberField
                id="logo-x"
                label={t('settings.x')}
                value={settings.x}
                onChange={(x) => onChange({ x })}
              />
              <NumberField
                id="logo-y"
                label={t('settings.y')}
                value={settings.y}
                onChange={(y) => onChange({ y })}
              />
            </div>
          </div>
        </div>
        <RangeField
          id="logo-size"
          label={t('settings.size')}
          value={settings.scale}
          min={SCALE_MIN}
          max={SCALE_MAX}
          step={0.01}
          display={`${Math.round(settings.scale * 100)}%`}
          onChange={(scale) => onChange({ scale })}
        />
        <RangeField
          id="logo-opacity"
          label={t('settings.opacity')}
          value={settings.opacity}
          min={OPACITY_MIN}
          max={OPACITY_MAX}
          step={0.01}
          display={`${Math.round(settings.opacity * 100)}%`}
          onChange={(opacity) => onChange({ opacity })}
        />
        <RangeField
          id="logo-rotation"
          label={t('settings.rotation')}
          value={settings.rotation}
          min={0}
          max={ROTATION_MAX}
          step={1}
          display={`${Math.round(settings.rotation)}°`}
          onChange={(rotation) => onChange({ rotation })}
        />
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-3">
          <label htmlFor="layer-size-rel" className="text-sm font-medium text-slate-700">
            {t('settings.sizeRelativeTo')}
          </label>
          <select
            id="layer-size-rel"
            value={layer?.sizeRelativeTo ?? 'width'}
            onChange={(e) => onLayer({ sizeRelativeTo: e.target.value as SizeRelativeTo })}
            className="rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          >
            {SIZE_RELATIVE_TO.map((rel) => (
              <option key={rel} value={rel}>
                {t(REL_KEYS[rel])}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={layer?.tile.enabled ?? false}
            onChange={(e) => layer && onLayer({ tile: { ...layer.tile, enabled: e.target.checked } })}
          />
          {t('settings.tile')}
        </label>
        <RangeField
          id="layer-spacing"
          label={t('settings.spacing')}
          value={spacing}
          min={0}
          max={TILE_SPACING_MAX}
          step={0.05}
          display={`${Math.round(spacing * 100)}%`}
          disabled={!layer?.tile.enabled}
          onChange={(next) => layer && onLayer({ tile: { ...layer.tile, spacing: next } })}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onApplyAll}
            disabled={imageCount < 1}
            className={buttonClass('primary', 'sm', 'flex-1')}
          >
            <CopyIcon />
            {t('settings.applyAll')}
          </button>
          <button type="button" onClick={onRemoveLogo} className={buttonClass('danger', 'sm', 'flex-1')}>
            <TrashIcon />
            {t('settings.removeLogo')}
          </button>
        </div>
      </fieldset>
      <div className="mt-4 rounded-lg bg-amber-50 px-3 py-2.5 text-xs text-amber-900">
        <p className="font-semibold">{t('settings.tipsTitle')}</p>
        <ul className="mt-1 list-disc space-y-0.5 ps-4">
          <li>{t('settings.tipArrows')}</li>
          <li>{t('settings.tipShift')}</li>
          <li>{t('settings.tipSnap')}</li>
          <li>{t('settings.tipDefault')}</li>
        </ul>
      </div>
    </Card>
  );
}
