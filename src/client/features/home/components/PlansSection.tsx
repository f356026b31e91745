import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlanCards } from '#client/ui/PlanCards';
import { buttonClass } from '#client/ui/Button';
import { SectionHeading } from './SectionHeading';

export function PlansSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-plans" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading
            id="home-plans"
            eyebrow={t('plans.eyebrow')}
            title={t('plans.title')}
            body={t('plans.subtitle')}
          />
        </div>
        <div className="mt-16">
          <PlanCards
            renderAction={(plan) => (
              <Link
                to="/auth"
                className={buttonClass(plan.popular ? 'primary' : 'secondary', 'md', 'w-full')}
              >
                {t('plans.getStarted')}
              </Link>
            )}
          />
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/pricing"
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('plans.compare')}
          </Link>
        </p>
      </div>
    </section>
  );
}
