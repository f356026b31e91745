import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#client/lib/usePageTitle';
import { PlanCards } from '#client/ui/PlanCards';
import { PlanAction } from './components/PlanAction';
import { AllPlansInclude } from './components/AllPlansInclude';
import { ComparisonTable } from './components/ComparisonTable';
import { PricingFaq } from './components/PricingFaq';
import { usePlanActions } from './usePlanActions';

export function PricingPage() {
  const { t } = useTranslation('pricing');
  usePageTitle(t('title'));
  const actions = usePlanActions();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('subtitle')}</p>
      </div>
      <div className="mt-12">
        {/* One layout at a time: the other is display:none, so controls are never announced twice. */}
        <div className="lg:hidden">
          <PlanCards
            headingLevel={2}
            renderAction={(plan) => <PlanAction tier={plan.tier} actions={actions} popular={plan.popular} />}
          />
        </div>
        <div className="hidden lg:block">
          <ComparisonTable actions={actions} />
        </div>
      </div>
      <div className="mt-16 space-y-16">
        <AllPlansInclude />
        <PricingFaq />
      </div>
    </section>
  );
}
