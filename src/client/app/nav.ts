import type { SessionState } from '../lib/session';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** Home, Editor, then Account when signed in or Pricing when signed out: the page each one needs next. */
export function navItems(session: SessionState): NavItem[] {
  return [
    { to: '/', labelKey: 'nav.home' },
    { to: '/editor', labelKey: 'nav.editor' },
    session.status === 'signedIn'
      ? { to: '/account', labelKey: 'nav.account' }
      : { to: '/pricing', labelKey: 'nav.pricing' },
  ];
}

/** Shared by the desktop bar and the mobile menu so the two highlight the current page alike. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`;
