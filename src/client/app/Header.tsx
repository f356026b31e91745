import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRememberLanguage } from '../lib/me';
import { useSession } from '../lib/session';
import { useResendUnsettled } from '../lib/usage-settle';
import { BrandMark } from './BrandMark';
import { LanguageToggle } from './LanguageToggle';
import { MobileMenu } from './MobileMenu';
import { navItems, navLinkClass } from './nav';
import { SessionControls } from './SessionControls';

export function Header() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  useRememberLanguage(session.user, i18n.language);
  useResendUnsettled(session.user?.id ?? null);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
          <BrandMark />
          <span>LogoBatch</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ms-4 hidden items-center gap-1 md:flex">
          {navItems(session).map((item) => (
            <NavLink key={item.to} to={item.to} end className={navLinkClass}>
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-3">
          <LanguageToggle />
          <div className="hidden items-center gap-3 md:flex">
            <SessionControls session={session} />
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu session={session} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
