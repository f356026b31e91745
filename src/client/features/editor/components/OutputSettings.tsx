// "Output settings" in Export Options: format, quality, resize, file names, location data.
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  FORMAT_INFO,
  isResizeEdge,
  nearestResizeEdge,
  RESIZE_MAX,
  RESIZE_MIN,
  RESIZE_PRESETS,
  type ExportSettings,
} from '#shared/export-settings';
import type { OutputSettings as Output } from '#client/lib/export-settings';
import { CheckField, RangeField } from './fields';

const control =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';
const hintClass = 'mt-1 text-xs text-slate-500';

/** Where "Custom" starts when the resize was "Original". */
const CUSTOM_START = 3000;
const isPreset = (n: number) => (RESIZE_PRESETS as readonly number[]).includes(n);

export function OutputSettings({ settings, formats, unavailable, change }: Output) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [customChosen, setCustomChosen] = useState(false);
  const { format, quality, resize, fileNames, removeLocation, originalQuality } = settings;
  const custom = typeof resize === 'number' && (customChosen || !isPreset(resize));
  const resizeChoice = custom ? 'custom' : String(resize);
  const lossless = format === 'png';
  // With "Original quality", JPEG photos at their own size keep their own quality (decision 254).
  const keepsOwn = format === 'jpeg' && originalQuality;
  // Numbered files are named differently in the zip and singly (the spec's two names): show both.
  const example = fileNames === 'numbered' ? `image-1.${FORMAT_INFO[format].ext}` : null;

  return (
    <fieldset className="mt-4 border-t border-slate-200 pt-3">
      <legend className="sr-only">{t('output.title')}</legend>
      <h3 aria-hidden className="text-sm font-semibold text-slate-900">
        {t('output.title')}
      </h3>
      <div className="mt-2 flex flex-col gap-3">
        <div>
          <label htmlFor={`${id}-format`} className={labelClass}>
            {t('output.format')}
          </label>
          <select
            id={`${id}-format`}
            className={control}
            value={format}
            onChange={(e) => change({ format: e.target.value as ExportSettings['format'] })}
            aria-describedby={`${id}-format-hint`}
          >
            {formats.map((f) => (
              <option key={f} value={f}>
                {t(`output.formats.${f}`)}
              </option>
            ))}
          </select>
          <p id={`${id}-format-hint`} className={hintClass}>
            {unavailable && `${t('output.unavailable', { format: t(`output.formats.${unavailable}`) })} `}
            {t(format === 'jpeg' ? 'output.flattened' : 'output.transparency')}
          </p>
        </div>

        <div>
          <RangeField
            id={`${id}-quality`}
            label={t('output.quality')}
            value={quality}
            min={1}
            max={100}
            step={1}
            display={lossless ? '–' : String(quality)}
            disabled={lossless}
            describedBy={lossless || keepsOwn ? `${id}-quality-hint` : undefined}
            onChange={(v) => Number.isInteger(v) && change({ quality: v })}
          />
          {(lossless || keepsOwn) && (
            <p id={`${id}-quality-hint`} className={hintClass}>
              {t(lossless ? 'output.qualityNone' : 'output.qualityOriginal')}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={`${id}-resize`} className={labelClass}>
            {t('output.resize')}
          </label>
          <select
            id={`${id}-resize`}
            className={control}
            value={resizeChoice}
            onChange={(e) => {
              const v = e.target.value;
              setCustomChosen(v === 'custom');
              if (v === 'custom') change({ resize: typeof resize === 'number' ? resize : CUSTOM_START });
              else change({ resize: v === 'original' ? 'original' : Number(v) });
            }}
          >
            <option value="original">{t('output.resizeOriginal')}</option>
            {RESIZE_PRESETS.map((px) => (
              <option key={px} value={String(px)}>
                {t('output.resizeEdge', { px })}
              </option>
            ))}
            <option value="custom">{t('output.resizeCustom')}</option>
          </select>
          {custom && (
            <CustomEdge id={`${id}-edge`} value={resize} onChange={(px) => change({ resize: px })} />
          )}
        </div>

        <div>
          <label htmlFor={`${id}-names`} className={labelClass}>
            {t('output.fileNames')}
          </label>
          <select
            id={`${id}-names`}
            className={control}
            value={fileNames}
            onChange={(e) => change({ fileNames: e.target.value as ExportSettings['fileNames'] })}
            aria-describedby={example ? `${id}-names-hint` : undefined}
          >
            <option value="numbered">{t('output.numbered')}</option>
            <option value="original">{t('output.original')}</option>
          </select>
          {example && (
            <p id={`${id}-names-hint`} className={hintClass}>
              <Trans
                t={t}
                i18nKey="output.example"
                values={{ zip: example, single: `logobatch-${example}` }}
                components={{ name: <bdi dir="ltr" className="whitespace-nowrap" /> }}
              />
            </p>
          )}
        </div>

        <CheckField
          id={`${id}-location`}
          label={t('output.removeLocation')}
          hint={t('output.removeLocationHint')}
          checked={removeLocation}
          onChange={(v) => change({ removeLocation: v })}
        />

        <CheckField
          id={`${id}-original`}
          label={t('output.originalQuality')}
          hint={t(format === 'jpeg' ? 'output.originalQualityHint' : 'output.originalQualityJpegOnly')}
          checked={originalQuality && format === 'jpeg'}
          disabled={format !== 'jpeg'}
          onChange={(v) => change({ originalQuality: v })}
        />
      </div>
    </fieldset>
  );
}

/**
 * The custom long edge: what is typed stays while the field has focus, and valid values apply as they
 * are typed; leaving the field applies the closest valid value, or the last one for what is no number.
 */
function CustomEdge({ id, value, onChange }: { id: string; value: number; onChange: (px: number) => void }) {
  const { t } = useTranslation('editor');
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);
  const n = Number(shown);
  const valid = isResizeEdge(n);
  return (
    <div className="mt-2">
      <label htmlFor={id} className={labelClass}>
        {t('output.customEdge')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        dir="ltr"
        min={RESIZE_MIN}
        max={RESIZE_MAX}
        step={1}
        value={shown}
        aria-invalid={valid ? undefined : true}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setDraft(e.target.value);
          const v = Number(e.target.value);
          if (isResizeEdge(v)) onChange(v);
        }}
        onBlur={() => {
          // A number out of range becomes the closest one the field takes, shown as it leaves the
          // field (as an editor's number fields do), rather than the last value that passed on the way.
          const typed = draft?.trim() ? Number(draft) : NaN;
          if (Number.isFinite(typed)) onChange(nearestResizeEdge(typed));
          setDraft(null);
        }}
        className={`${control} tabular-nums ${valid ? '' : 'border-red-400'}`}
      />
      <p id={`${id}-hint`} className={valid ? hintClass : 'mt-1 text-xs text-red-700'}>
        {t('output.customHint', { min: RESIZE_MIN, max: RESIZE_MAX })}
      </p>
    </div>
  );
}
