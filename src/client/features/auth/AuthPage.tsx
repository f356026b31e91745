import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshMe } from '#client/lib/me';
import { useSession } from '#client/lib/session';
import { safeRedirect } from '#client/lib/safe-redirect';
import { usePageTitle } from '#client/lib/usePageTitle';
import { codeText } from '#client/i18n/error-text';
import { Alert } from '#client/ui/alert/Alert';
import { useAuthConfig } from './api/config';
import { CredentialsForm } from './components/CredentialsForm';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { GoogleButton } from './components/GoogleButton';
import { ResetPasswordForm } from './components/ResetPasswordForm';

type View = 'signIn' | 'register' | 'forgot' | 'reset';
/** Spec: after a successful login, go to /editor after 100 ms; a loading hint after 5 s. */
const REDIRECT_DELAY_MS = 100;
const LOADING_HINT_MS = 5000;

const TITLES: Record<View, string> = {
  signIn: 'title',
  register: 'registerTitle',
  forgot: 'forgotTitle',
  reset: 'resetTitle',
};
const SUBTITLES: Record<View, string> = {
  signIn: 'signInSubtitle',
  register: 'registerSubtitle',
  forgot: 'forgotSubtitle',
  reset: 'resetSubtitle',
};

export function AuthPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  // Where to go once signed in: a page that sent the visitor here (e.g. pricing), else the editor.
  const afterSignIn = safeRedirect(params.get('redirect')) ?? '/editor';
  const [view, setView] = useState<View>(() =>
    token
      ? 'reset'
      : linkError === 'INVALID_TOKEN'
        ? 'forgot'
        : params.get('mode') === 'register'
          ? 'register'
          : 'signIn',
  );
  const [error, setError] = useState<string | null>(() =>
    linkError === 'google'
      ? t('errors.googleLoginFailed')
      : linkError === 'INVALID_TOKEN'
        ? codeText('INVALID_TOKEN')
        : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const signingIn = useRef(false);
  const [slow, setSlow] = useState(false);
  const config = useAuthConfig();
  usePageTitle(t(TITLES[view]));

  useEffect(() => {
    if (session.status !== 'loading') return setSlow(false);
    const timer = setTimeout(() => setSlow(true), LOADING_HINT_MS);
    return () => clearTimeout(timer);
  }, [session.status]);

  function go(next: View) {
    setView(next);
    setError(null);
    setNotice(null);
    if (token || linkError) setParams({}, { replace: true });
  }

  async function onSignedIn() {
    signingIn.current = true;
    setError(null);
    setNotice(t('notices.signedIn'));
    await refreshMe(qc).catch(() => undefined);
    setTimeout(() => void navigate(afterSignIn), REDIRECT_DELAY_MS);
  }

  // Already signed in (e.g. the back button): nothing to do here.
  if (session.status === 'signedIn' && !signingIn.current && view !== 'reset')
    return <Navigate to={afterSignIn} replace />;

  const showGoogle = config.data?.google && (view === 'signIn' || view === 'register');
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(TITLES[view])}</h1>
        <p className="mt-2 text-slate-600">{t(SUBTITLES[view])}</p>
      </div>
      {slow && <Alert tone="info">{t('loadingHint')}</Alert>}
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)} dismissLabel={t('dismiss')}>
          {error}
        </Alert>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}

      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {view === 'signIn' || view === 'register' ? (
          <CredentialsForm
            key={view}
            mode={view}
            onSignedIn={() => void onSignedIn()}
            onConfirmationPending={() => {
              setNotice(t('notices.confirmEmail'));
              setView('signIn');
            }}
            onError={(m) => {
              setError(m);
              if (m) setNotice(null);
            }}
            onForgot={() => go('forgot')}
          />
        ) : view === 'forgot' ? (
          <ForgotPasswordForm
            onError={setError}
            onSent={(email) => setNotice(t('notices.resetSent', { email }))}
          />
        ) : (
          <ResetPasswordForm
            token={token ?? ''}
            onError={setError}
            onDone={() => {
              go('signIn');
              setNotice(t('notices.passwordChanged'));
            }}
          />
        )}

        {showGoogle && (
          <>
            <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
              <span className="h-px flex-1 bg-slate-200" />
              {t('or')}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <GoogleButton onError={setError} />
          </>
        )}
      </div>

      <p className="text-center text-sm text-slate-600">
        {view === 'signIn' ? (
          <>
            {t('noAccount')}{' '}
            <button
              type="button"
              onClick={() => go('register')}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('switchToRegister')}
            </button>
          </>
        ) : view === 'register' ? (
          <>
            {t('haveAccount')}{' '}
            <button
              type="button"
              onClick={() => go('signIn')}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('switchToSignIn')}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => go('signIn')}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('backToSignIn')}
          </button>
        )}
      </p>
    </section>
  );
}
