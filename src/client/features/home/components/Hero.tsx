import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS } from '#shared/plans';
import { buttonClass } from '#client/ui/Button';
import { EditorPreview } from './EditorPreview';

function Tick() {
  return (
    <svg viewBox="0 0 20 20" className="size-5 flex-none text-emerald-600" aria-hidden="true">
      <path
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.58 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4z"
      />
    </svg>
  );
}

export function Hero() {
  const { t } = useTranslation('home');
  const trust = [
    t('hero.trust.private'),
    t('hero.trust.fullRes'),
    t('hero.trust.free', { count: PLANS.lite.dailyQuota }),
  ];
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div
        aria-hidden="true"
        className="absolute -top-40 start-1/2 -z-10 size-[40rem] rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-14 sm:pb-20 lg:grid-cols-12 lg:gap-10 lg:pt-24 lg:pb-28">
        <div className="lg:col-span-5">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-sm ring-1 ring-brand-100 sm:text-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/editor" className={buttonClass('primary', 'lg')}>
              {t('hero.start')}
              <span aria-hidden="true" className="rtl:-scale-x-100">
                →
              </span>
            </Link>
            <Link to="/pricing" className={buttonClass('secondary', 'lg')}>
              {t('hero.pricing')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {trust.map((line) => (
              <li key={line} className="flex items-center gap-2">
                <Tick />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-7">
          <EditorPreview />
        </div>
      </div>
    </section>
  );
}
