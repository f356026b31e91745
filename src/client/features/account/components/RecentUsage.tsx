import { useTranslation } from 'react-i18next';
import { historyStatus, type HistoryStatus } from '#shared/plans';
import { Alert } from '#client/ui/alert/Alert';
import { useUsageHistory } from '../api/usage-history';
import { Card } from '#client/ui/Card';

const STATUS_STYLE: Record<HistoryStatus, string> = {
  high: 'bg-red-50 text-red-700 ring-red-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  normal: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
};

/** Each column's heading key and its padding and alignment, which the cells below follow. */
const COLUMNS = [
  ['date', 'pe-4 text-start'],
  ['images', 'pe-4 text-end'],
  ['quota', 'pe-4 text-end'],
  ['status', 'text-start'],
] as const;

export function RecentUsage() {
  const { t, i18n } = useTranslation('account');
  const history = useUsageHistory();
  const dateFmt = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const rows = history.data?.history ?? [];
  return (
    <Card title={t('history.heading')} className="min-w-0 p-6">
      <p className="mt-1 text-sm text-slate-500">{t('history.caption')}</p>
      {history.isError ? (
        <div className="mt-4">
          <Alert tone="error">
            {t('history.error')}{' '}
            <button type="button" onClick={() => void history.refetch()} className="font-semibold underline">
              {t('history.retry')}
            </button>
          </Alert>
        </div>
      ) : history.isPending ? (
        <div className="mt-4 h-24 animate-pulse rounded-lg bg-slate-100" aria-busy="true" />
      ) : rows.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          {t('history.empty')}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-start text-slate-500">
                {COLUMNS.map(([key, place]) => (
                  <th key={key} scope="col" className={`py-2 ${place} font-medium`}>
                    {t(`history.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const status = historyStatus(row.percentage);
                return (
                  <tr key={row.date} className="border-b border-slate-100 last:border-0">
                    <td className="py-2.5 pe-4 text-slate-700">
                      {dateFmt.format(new Date(`${row.date}T00:00:00Z`))}
                    </td>
                    <td className="py-2.5 pe-4 text-end tabular-nums text-slate-900">
                      {row.usage_count.toLocaleString()}
                    </td>
                    <td className="py-2.5 pe-4 text-end tabular-nums text-slate-700">{row.percentage}%</td>
                    <td className="py-2.5">
                      <span
                        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[status]}`}
                      >
                        {t(`history.${status}`)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
