import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#client/ui/Button';
import { SectionHeading } from './SectionHeading';

export function ClosingCta() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-cta" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-700 px-6 py-16 text-center shadow-xl sm:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -end-24 -z-10 size-80 rounded-full bg-brand-500/50 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -start-24 -z-10 size-80 rounded-full bg-brand-900/60 blur-3xl"
        />
        <SectionHeading id="home-cta" tone="onBrand" title={t('cta.title')} body={t('cta.body')} />
        <Link to="/editor" className={buttonClass('inverse', 'lg', 'mt-10')}>
          {t('cta.tryNow')}
        </Link>
      </div>
    </section>
  );
}
