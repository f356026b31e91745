import { useTranslation } from 'react-i18next';
import { PLAN_LIST, ROWS } from '../comparison';
import type { PlanActions } from '../usePlanActions';
import { CellView } from './CellView';
import { PlanAction } from './PlanAction';

/** Small screens: one card per plan with the same rows as the table. */
export function PricingCards({ actions }: { actions: PlanActions }) {
  const { t } = useTranslation('pricing');
  return (
    <div className="mx-auto grid max-w-md gap-8">
      {PLAN_LIST.map((p) => (
        <article
          key={p.tier}
          aria-labelledby={`plan-card-${p.tier}`}
          className={`relative rounded-2xl bg-white p-6 ${p.popular ? 'shadow-xl ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200'}`}
        >
          {p.popular && (
            <p className="absolute inset-x-0 -top-3.5 mx-auto w-fit rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
              {t('mostPopular')}
            </p>
          )}
          <h2 id={`plan-card-${p.tier}`} className="text-lg font-semibold">
            {t(`plans.${p.tier}`)}
          </h2>
          <p className="mt-1 text-sm text-slate-500">{t(`taglines.${p.tier}`)}</p>
          <dl className="mt-5 divide-y divide-slate-100 text-sm">
            {ROWS.map((row) => (
              <div key={row.labelKey} className="flex items-center justify-between gap-4 py-2.5">
                <dt className="text-slate-600">{t(row.labelKey)}</dt>
                <dd className="text-end font-medium text-slate-900">
                  <CellView cell={row.cell(p)} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6">
            <PlanAction tier={p.tier} actions={actions} popular={p.popular} />
          </div>
        </article>
      ))}
    </div>
  );
}
