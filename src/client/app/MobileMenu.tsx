import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../lib/session';
import { navItems, navLinkClass } from './nav';
import { SessionControls } from './SessionControls';

export function MobileMenu({ session, onClose }: { session: SessionState; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden">
      <nav aria-label={t('nav.mobile')} className="flex flex-col gap-1">
        {navItems(session).map((item) => (
          <NavLink key={item.to} to={item.to} end className={navLinkClass} onClick={onClose}>
            {t(item.labelKey)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
        {session.status === 'signedIn' && (
          <p className="text-sm text-slate-500">{t('auth.signedInAs', { name: session.user.name })}</p>
        )}
        <SessionControls session={session} onNavigate={onClose} showName={false} />
      </div>
    </div>
  );
}
