import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';

const LINKS = [
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/refund', key: 'footer.refund' },
  { to: '/cookies', key: 'footer.cookies' },
  { to: '/contact', key: 'footer.contact' },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2 text-sm text-slate-500">
          <BrandMark className="size-6" />
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        </div>
        <nav aria-label={t('footer.label')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {LINKS.map((l) => (
            <Link key={l.to} to={l.to} className="text-slate-600 hover:text-brand-700">
              {t(l.key)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
