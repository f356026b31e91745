import { useTranslation } from 'react-i18next';
import { PLAN_LIST } from '#shared/plans';
import { ROWS } from '../comparison';
import type { PlanActions } from '../usePlanActions';
import { CellView } from './CellView';
import { PlanAction } from './PlanAction';
import { cardClass } from '#client/ui/Card';

/** Wide screens: every plan side by side, the popular one highlighted. */
export function ComparisonTable({ actions }: { actions: PlanActions }) {
  const { t } = useTranslation('pricing');
  return (
    <div className={cardClass('plain', 'overflow-hidden')}>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="w-1/4 p-6 text-start align-bottom text-base font-semibold text-slate-500"
            >
              {t('table.features')}
            </th>
            {PLAN_LIST.map((p) => (
              <th
                key={p.tier}
                scope="col"
                className={`p-6 text-start align-top ${p.popular ? 'bg-brand-50/60' : ''}`}
              >
                <div className="flex items-center gap-2">
                  <span className="text-lg font-semibold text-slate-900">{t(`plans.${p.tier}`)}</span>
                  {p.popular && (
                    <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                      {t('mostPopular')}
                    </span>
                  )}
                </div>
                <p className="mt-1 text-sm font-normal text-slate-600">{t(`taglines.${p.tier}`)}</p>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.labelKey} className="border-t border-slate-100">
              <th scope="row" className="px-6 py-3.5 text-start font-medium text-slate-700">
                {t(row.labelKey)}
              </th>
              {PLAN_LIST.map((p) => (
                <td
                  key={p.tier}
                  className={`px-6 py-3.5 text-slate-900 ${p.popular ? 'bg-brand-50/60' : ''}`}
                >
                  <CellView cell={row.cell(p)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200">
            <td className="p-6" />
            {PLAN_LIST.map((p) => (
              <td key={p.tier} className={`p-6 align-top ${p.popular ? 'bg-brand-50/60' : ''}`}>
                <PlanAction tier={p.tier} actions={actions} popular={p.popular} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
