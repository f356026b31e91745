import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { useSignOut, type SessionState } from '../lib/session';
import { toast } from '../ui/toast';
import { buttonClass } from '../ui/Button';
import { NameLine } from '#client/ui/NameLine';

/** Header's right side: a spinner while the session loads, the user's name and Logout, or Sign In. */
export function SessionControls({
  session,
  onNavigate,
  showName = true,
}: {
  session: SessionState;
  onNavigate?: () => void;
  /** The mobile menu has its own "Signed in as" line. */
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  if (session.status === 'loading') {
    return (
      <span role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        />
        {t('auth.loading')}
      </span>
    );
  }
  if (session.status === 'signedIn') {
    const logout = async () => {
      setBusy(true);
      try {
        await signOut();
        onNavigate?.();
      } catch (e) {
        toast.error(e instanceof ApiError && e.message ? e.message : t('session.logoutFailed'));
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className="flex min-w-0 items-center gap-3">
        {showName && (
          <NameLine
            as="span"
            className="max-w-48 text-sm font-medium text-slate-700"
            title={session.user.email}
          >
            {session.user.name}
          </NameLine>
        )}
        <button
          type="button"
          onClick={() => void logout()}
          disabled={busy}
          className={buttonClass('secondary', 'xs')}
        >
          {t('auth.logout')}
        </button>
      </div>
    );
  }
  return (
    <Link to="/auth" onClick={onNavigate} className={buttonClass('primary', 'sm')}>
      {t('auth.signIn')}
    </Link>
  );
}
