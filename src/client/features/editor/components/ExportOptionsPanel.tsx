import { useTranslation } from 'react-i18next';
import type { Batch, EditorSlots } from '#client/lib/batch';
import type { OutputSettings as Output } from '#client/lib/export-settings';
import { Card } from '#client/ui/Card';
import { buttonClass } from '#client/ui/Button';
import { OutputSettings } from './OutputSettings';
import { SizeNote } from './SizeNote';

/**
 * Image count plus the slots the route fills (usage, download, save), the note on photos that come
 * out smaller than their originals, and the output settings below the spec's buttons.
 */
export function ExportOptionsPanel({
  batch,
  slots,
  onWorkSaved,
  output,
}: {
  batch: Batch;
  slots: EditorSlots;
  onWorkSaved: (saved: Batch) => void;
  output: Output;
}) {
  const { t } = useTranslation('editor');
  return (
    <Card title={t('export.title')} tone="panel" heading="panel" className="p-4">
      <div className="mt-3 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2">
        <span className="text-sm text-slate-600">{t('export.count')}</span>
        <span className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="export-count">
          {batch.images.length}
        </span>
      </div>
      {slots.renderUsage && <div className="mt-3">{slots.renderUsage(batch)}</div>}
      <SizeNote photos={batch.images} resize={output.settings.resize} />
      <div className="mt-4 flex flex-col gap-2">
        {slots.renderDownload ? (
          slots.renderDownload(batch)
        ) : (
          <button type="button" disabled className={buttonClass('primary', 'sm', 'w-full')}>
            {t('export.download')}
          </button>
        )}
        {slots.renderSave ? (
          slots.renderSave(batch, onWorkSaved)
        ) : (
          <button type="button" disabled className={buttonClass('secondary', 'sm', 'w-full')}>
            {t('export.save')}
          </button>
        )}
      </div>
      <OutputSettings {...output} />
    </Card>
  );
}
