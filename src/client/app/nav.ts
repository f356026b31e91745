import type { SessionState } from '../lib/session';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** Home, Editor, then Account when signed in or Pricing when signed out (spec accounts.md §2). */
export function navItems(session: SessionState): NavItem[] {
  return [
    { to: '/', labelKey: 'nav.home' },
    { to: '/editor', labelKey: 'nav.editor' },
    session.status === 'signedIn'
      ? { to: '/account', labelKey: 'nav.account' }
      : { to: '/pricing', labelKey: 'nav.pricing' },
  ];
}
