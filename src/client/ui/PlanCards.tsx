import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIST, formatPrice, type Plan } from '#shared/plans';

export interface PlanCardsProps {
  /** The call to action at the foot of each card (e.g. a Get Started link, a Subscribe button). */
  renderAction: (plan: Plan) => ReactNode;
  /** Heading level of the plan names, so the cards fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Optional extra content under the action (e.g. a checkout error for that plan). */
  renderFooter?: (plan: Plan) => ReactNode;
}

/** Counts that feature lines interpolate; everything comes from the plans table. */
function featureOptions(plan: Plan, key: string): { count: number } | undefined {
  if (key === 'imagesPerDay') return { count: plan.dailyQuota };
  if (key === 'savedProjects' && plan.maxProjects !== null) return { count: plan.maxProjects };
  return undefined;
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0z"
        clipRule="evenodd"
        fill="currentColor"
      />
    </svg>
  );
}

function PlanCard({
  plan,
  headingLevel,
  renderAction,
  renderFooter,
}: { plan: Plan } & Required<Omit<PlanCardsProps, 'renderFooter'>> & Pick<PlanCardsProps, 'renderFooter'>) {
  const { t } = useTranslation('plans');
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const free = plan.priceCents === 0;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${
        plan.popular
          ? 'shadow-xl shadow-brand-900/10 ring-2 ring-brand-600'
          : 'shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {plan.popular && (
        <p className="absolute inset-x-0 -top-3.5 mx-auto w-fit rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide text-white shadow-sm">
          {t('mostPopular')}
        </p>
      )}
      <Heading
        id={headingId}
        className={`text-lg font-semibold ${plan.popular ? 'text-brand-700' : 'text-slate-900'}`}
      >
        {t(`names.${plan.tier}`)}
      </Heading>
      <p className="mt-1 min-h-10 text-sm leading-5 text-slate-500">{t(`taglines.${plan.tier}`)}</p>
      <p className="mt-6 flex items-baseline gap-x-1.5" data-testid="plan-price">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {free ? t('free') : <bdi>{formatPrice(plan.priceCents)}</bdi>}
        </span>
        {!free && <span className="text-sm font-medium text-slate-500">{t('perMonth')}</span>}
      </p>
      <p className="mt-1 text-xs text-slate-500">{free ? t('foreverFree') : t('billedMonthly')}</p>
      <div className="mt-6">{renderAction(plan)}</div>
      {renderFooter?.(plan)}
      <ul className="mt-8 space-y-3 border-t border-slate-100 pt-6 text-sm leading-6 text-slate-700">
        {plan.featureKeys.map((key, i) => (
          <li key={key} className={`flex gap-x-3 ${i === 0 ? 'font-semibold text-slate-900' : ''}`}>
            <CheckIcon className="mt-0.5 size-5 flex-none text-brand-600" />
            {t(`features.${key}`, featureOptions(plan, key))}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The three plan cards, built from the plans table; display-only, the caller supplies the action. */
export function PlanCards({ renderAction, renderFooter, headingLevel = 3 }: PlanCardsProps) {
  return (
    <div className="mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
      {PLAN_LIST.map((plan) => (
        <PlanCard
          key={plan.tier}
          plan={plan}
          headingLevel={headingLevel}
          renderAction={renderAction}
          renderFooter={renderFooter}
        />
      ))}
    </div>
  );
}
