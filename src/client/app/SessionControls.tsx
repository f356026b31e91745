import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../lib/session';

/** Header's right side: a spinner while the session loads, the user's name, or Sign In. */
export function SessionControls({ session, onNavigate }: { session: SessionState; onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (session.status === 'loading') {
    return (
      <span role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
        {t('auth.loading')}
      </span>
    );
  }
  if (session.status === 'signedIn') {
    return <span className="text-sm font-medium text-slate-700">{session.user.name}</span>;
  }
  return (
    <Link
      to="/auth"
      onClick={onNavigate}
      className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
    >
      {t('auth.signIn')}
    </Link>
  );
}
