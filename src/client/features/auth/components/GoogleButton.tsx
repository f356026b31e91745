import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startGoogleSignIn } from '../api/google';
import { errorText } from '#client/i18n/error-text';
import { AUTH_ERROR_TEXT } from '../schemas';

export function GoogleButton({ onError }: { onError: (m: string) => void }) {
  const { t } = useTranslation('auth');
  const start = useMutation({
    mutationFn: startGoogleSignIn,
    onError: (e) => onError(errorText(e, { ...AUTH_ERROR_TEXT, fallback: t('errors.googleLoginFailed') })),
  });
  // Success leaves the page for Google: the button stays disabled until then.
  const busy = start.isPending || start.isSuccess;
  return (
    <button
      type="button"
      onClick={() => start.mutate()}
      disabled={busy}
      className="flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-60"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
      {t('google')}
    </button>
  );
}
