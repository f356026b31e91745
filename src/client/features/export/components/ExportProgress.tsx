import { useTranslation } from 'react-i18next';
import { buttonClass } from '#client/ui/Button';

export interface ExportProgressProps {
  done: number;
  total: number;
  cancelling: boolean;
  onCancel: () => void;
}

export function ExportProgress({ done, total, cancelling, onCancel }: ExportProgressProps) {
  const { t } = useTranslation('export');
  const label = t('progress', { done, total });
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div
      className="rounded-lg border border-slate-200 bg-white p-3"
      role="group"
      aria-label={t('progressTitle')}
    >
      <div className="mb-2 flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">
          {cancelling ? t('cancelling') : t('progressTitle')}
        </span>
        <span className="tabular-nums text-slate-600" aria-live="polite">
          {label}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progressTitle')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <button
        type="button"
        onClick={onCancel}
        disabled={cancelling}
        className={buttonClass('quiet', 'xs', 'mt-3 w-full')}
      >
        {t('cancel')}
      </button>
    </div>
  );
}
