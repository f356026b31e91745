import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/usePageTitle';

export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle('');
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{t('hero.title')}</h1>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/editor" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
          {t('hero.start')}
        </Link>
        <Link to="/pricing" className="rounded-lg border border-slate-300 px-5 py-3 font-semibold">
          {t('hero.pricing')}
        </Link>
      </div>
    </section>
  );
}
